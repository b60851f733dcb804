import type { BranchCreateRequest, BranchType } from '@waypost/domain';

/** What the new-branch form holds: the place as region, district and township ids (only the township is sent). */
export interface BranchFormValues {
  code?: string;
  name_en?: string;
  name_mm?: string;
  region?: string;
  district?: string;
  township_id?: string;
  international_mail?: boolean;
  type?: BranchType;
}

/** A new branch is the company's own office, without international mail, until chosen otherwise. */
export const initialBranchFormValues: BranchFormValues = { type: 'fcs', international_mail: false };

/** The fields a server field error can belong to. */
export const branchFormFields = ['code', 'name_en', 'name_mm', 'township_id', 'international_mail', 'type'] as const;

/** POST /api/branch: the form's fields as the server reads them (code in capitals, names trimmed). */
export function branchRequestOf(values: BranchFormValues): Partial<BranchCreateRequest> {
  return {
    code: values.code?.trim().toUpperCase(),
    name_en: values.name_en?.trim(),
    name_mm: values.name_mm?.trim(),
    township_id: values.township_id,
    international_mail: values.international_mail ?? false,
    type: values.type,
  };
}
