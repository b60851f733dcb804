/** Placeholder until the screen lands (issue 27). */
export function BagScanPage() {
  return null;
}
