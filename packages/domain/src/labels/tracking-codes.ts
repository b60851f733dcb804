import type { ServiceType } from './label-enums.js';

/**
 * UPU S10 tracking codes (issue 3 §3): two-letter service indicator, 8-digit serial, check digit, country code.
 * Waypost's own codes end with MM (Myanmar).
 */
const weights = [8, 6, 4, 2, 3, 5, 9, 7] as const;
export const trackingCountryCode = 'MM';

/**
 * Service indicator per service type. S10 reserves E* for EMS / express, R* for registered letters and C* for
 * parcels; the second letter is ours. VPP is a parcel, VPL a registered letter (both value payable); special is
 * an express-grade tier, so it stays in the E range.
 */
export const serviceTypeIndicators: Record<ServiceType, string> = {
  express: 'EX',
  special: 'ES',
  register: 'RR',
  vpp: 'CV',
  vpl: 'RV',
};

/** The S10 check digit of an 8-digit serial: weights 8 6 4 2 3 5 9 7; 11 − sum mod 11; 10 → 0, 11 → 5. */
export function s10CheckDigit(serial8: string): number {
  if (!/^\d{8}$/.test(serial8)) throw new RangeError(`S10 serial must be 8 digits: ${serial8}`);
  const sum = weights.reduce((total, weight, index) => total + weight * Number(serial8[index]), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

const s10Pattern = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;

/** Upper-cases and drops spaces and dashes, as scanners and people type codes ("ex 1234 5678 5 mm"). */
export function normalizeTrackingCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether `code` is a well-formed S10 code with a correct check digit and the country MM. */
export function isValidTrackingCode(code: string): boolean {
  const match = s10Pattern.exec(code);
  if (!match) return false;
  const [, , serial, check, country] = match;
  return country === trackingCountryCode && s10CheckDigit(serial as string) === Number(check);
}

export interface MakeTrackingCodeInput {
  /** Two capital letters, e.g. serviceTypeIndicators.express. */
  indicator: string;
  /** 0 … 99 999 999; left-padded to 8 digits. */
  serial: number | string;
}

/** Builds an S10 code ending with MM, e.g. { indicator: 'EX', serial: 12345678 } → EX123456785MM. */
export function makeTrackingCode({ indicator, serial }: MakeTrackingCodeInput): string {
  if (!/^[A-Z]{2}$/.test(indicator)) throw new RangeError(`S10 indicator must be two capital letters: ${indicator}`);
  const serial8 = String(serial).padStart(8, '0');
  return `${indicator}${serial8}${s10CheckDigit(serial8)}${trackingCountryCode}`;
}

/** The service type a tracking code's indicator stands for, or null for another carrier's code. */
export function serviceTypeOfTrackingCode(code: string): ServiceType | null {
  const indicator = code.slice(0, 2);
  const entry = Object.entries(serviceTypeIndicators).find(([, value]) => value === indicator);
  return entry ? (entry[0] as ServiceType) : null;
}
