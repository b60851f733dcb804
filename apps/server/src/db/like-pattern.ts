/** `text` matched literally inside a LIKE pattern: its %, _ and backslashes escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
