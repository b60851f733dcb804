import type { CompanyItem, Gender } from '@waypost/domain';

/** What the new-company form holds: the company, its first branch (the place down to its township) and a logo. */
export interface CompanyFormValues {
  name_en?: string;
  name_mm?: string;
  branch_code?: string;
  branch_name_en?: string;
  branch_name_mm?: string;
  region?: string;
  district?: string;
  township_id?: string;
  logo?: File;
}

/** The text fields POST /api/company reads (companyFields), in the order they are sent. */
const companyTextFields = [
  'name_en',
  'name_mm',
  'branch_code',
  'branch_name_en',
  'branch_name_mm',
  'township_id',
] as const;

/** The fields a server field error can belong to: the text fields and the logo. */
export const companyFormFields = [...companyTextFields, 'logo'] as const;

/**
 * POST /api/company (multipart): the text fields first (empty = none), the branch code in capitals, then the logo
 * when one is chosen (the server reads them in that order).
 */
export function toCompanyFormData(values: CompanyFormValues): FormData {
  const form = new FormData();
  for (const field of companyTextFields) {
    const value = values[field]?.trim() ?? '';
    form.append(field, field === 'branch_code' ? value.toUpperCase() : value);
  }
  if (values.logo) form.append('logo', values.logo, values.logo.name);
  return form;
}

/** What the new-owner form holds. */
export interface OwnerFormValues {
  name?: string;
  user_name?: string;
  phone?: string;
  email?: string;
  gender?: Gender;
  password?: string;
  confirm_password?: string;
  branch_id?: number;
}

/** The fields POST /api/company/{id}/owner reads (companyOwnerFields), in the order they are sent. */
export const ownerFormFields = [
  'name',
  'user_name',
  'phone',
  'email',
  'gender',
  'password',
  'confirm_password',
  'branch_id',
] as const;

/** The owner works at the company's first branch unless another is chosen. */
export function initialOwnerFormValues(company: Pick<CompanyItem, 'branches'>): OwnerFormValues {
  return { branch_id: company.branches[0]?.id };
}

/**
 * POST /api/company/{id}/owner (multipart, as the spec's): every field as typed (passwords untrimmed), the branch
 * only when chosen (the server then takes the company's first).
 */
export function toOwnerFormData(values: OwnerFormValues): FormData {
  const form = new FormData();
  for (const field of ownerFormFields) {
    const value = values[field];
    if (field === 'branch_id' && value === undefined) continue;
    const text = value === undefined ? '' : String(value);
    form.append(field, field === 'password' || field === 'confirm_password' ? text : text.trim());
  }
  return form;
}
