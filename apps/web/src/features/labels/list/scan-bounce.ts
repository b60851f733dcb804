/** Two reads of one barcode this close together are the scanner bouncing, not the clerk (issue 26 §1). */
export const scanBounceMs = 3_000;

export interface LastScan {
  code: string;
  /** When it was read, in milliseconds. */
  at: number;
}

/** Whether reading `code` at `at` repeats the last scan that was acted on within the bounce time: ignore it. */
export function isScannerBounce(last: LastScan | null, code: string, at: number): boolean {
  return last !== null && last.code === code && at - last.at < scanBounceMs;
}
