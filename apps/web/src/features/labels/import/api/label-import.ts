import {
  type Locale,
  labelImportPreviewResponse,
  labelImportRefusal,
  labelImportResponse,
  type LabelImportError,
  type LabelImportPreviewResponse,
  type LabelImportResponse,
} from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { labelKeys } from '../../detail/api/label-keys';

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
export async function previewLabelImport(file: File): Promise<LabelImportPreviewResponse> {
  try {
    return await apiClient.post('/api/label/import/preview', {
      body: formOf(file),
      schema: labelImportPreviewResponse,
    });
  } catch (error) {
    const errors = rowErrorsOf(error);
    if (errors) return { rows: [], errors };
    throw error;
  }
}

export function usePreviewLabelImport() {
  return useMutation({ mutationFn: previewLabelImport });
}

export type LabelImportOutcome = { created: LabelImportResponse } | { errors: LabelImportError[] };

/** POST /api/label/import: every row booked in one transaction, or none (then its errors). */
export async function importLabels({ file, idempotencyKey }: { file: File; idempotencyKey: string }) {
  try {
    const created = await apiClient.post('/api/label/import', {
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

export function useImportLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLabels,
    onSuccess: (outcome: LabelImportOutcome) => {
      if ('created' in outcome) void queryClient.invalidateQueries({ queryKey: labelKeys.lists() });
    },
  });
}

/** GET /api/label/import/template?locale=…: the .xlsx saved by the browser. */
export function downloadImportTemplate(locale: Locale) {
  return downloadFile(`/api/label/import/template?locale=${locale}`, `label-import-template-${locale}.xlsx`);
}
