/** Placeholder until the screen lands (issue 27). */
export function MissingPage() {
  return null;
}
