/** Spec §9: short text is cut to 30 characters, formatted messages to 70. */
export const cutTextLengths = { short: 30, message: 70 } as const;

/** Cuts text longer than `length` characters and marks the cut with an ellipsis. */
export function cutText(value: string, length: number = cutTextLengths.short): string {
  const characters = Array.from(value);
  return characters.length <= length ? value : `${characters.slice(0, length).join('').trimEnd()}…`;
}
