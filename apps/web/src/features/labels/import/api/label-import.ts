import {
  type Locale,
  labelImportPreviewResponse,
  labelImportRefusal,
  labelImportResponse,
  type LabelImportError,
  type LabelImportPreviewResponse,
  type LabelImportResponse,
} from '@waypost/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { labelKeys } from '../../detail/api/label-keys';

/** The staff's import routes; the merchant portal's are `/api/merchant-portal/label/import` (issue 30 §2). */
export const staffImportPath = '/api/label/import';

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** A 422 of the import routes: the file's or its rows' errors, localized by the server. */
function rowErrorsOf(error: unknown): LabelImportError[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const refusal = labelImportRefusal.safeParse({ message: error.message, errors: error.errors });
  return refusal.success ? refusal.data.errors : null;
}

/** POST /api/label/import/preview: every row read and checked; nothing is written. A refused file is its errors. */
export async function previewLabelImport(file: File, path = staffImportPath): Promise<LabelImportPreviewResponse> {
  try {
    return await apiClient.post(`${path}/preview`, {
      body: formOf(file),
      schema: labelImportPreviewResponse,
    });
  } catch (error) {
    const errors = rowErrorsOf(error);
    if (errors) return { rows: [], errors };
    throw error;
  }
}

export function usePreviewLabelImport(path = staffImportPath) {
  return useMutation({ mutationFn: (file: File) => previewLabelImport(file, path) });
}

export type LabelImportOutcome = { created: LabelImportResponse } | { errors: LabelImportError[] };

/** POST /api/label/import: every row booked in one transaction, or none (then its errors). */
export async function importLabels({
  file,
  idempotencyKey,
  path = staffImportPath,
}: {
  file: File;
  idempotencyKey: string;
  path?: string;
}) {
  try {
    const created = await apiClient.post(path, {
      body: formOf(file),
      schema: labelImportResponse,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    return { created } satisfies LabelImportOutcome;
  } catch (error) {
    const errors = rowErrorsOf(error);
    if (errors) return { errors } satisfies LabelImportOutcome;
    throw error;
  }
}

/** The import at `path`; once it books, the lists under `invalidates` are read again. */
export function useImportLabels(path = staffImportPath, invalidates: QueryKey = labelKeys.lists()) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { file: File; idempotencyKey: string }) => importLabels({ ...request, path }),
    onSuccess: (outcome: LabelImportOutcome) => {
      if ('created' in outcome) void queryClient.invalidateQueries({ queryKey: invalidates });
    },
  });
}

/** GET /api/label/import/template?locale=…: the .xlsx saved by the browser. */
export function downloadImportTemplate(locale: Locale, path = staffImportPath) {
  return downloadFile(`${path}/template?locale=${locale}`, `label-import-template-${locale}.xlsx`);
}
