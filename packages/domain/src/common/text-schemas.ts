import { z } from 'zod';

/** What a text field with control characters is told (the domain messages catalogue). */
export const controlCharacterMessageKey = 'validation.controlCharacterErrorMessage';

// C0 controls and DEL. PostgreSQL refuses NUL in text outright; the others are never typed, only injected or pasted
// by accident, and would break CSV/Excel exports and printed labels. Multi-line text keeps tab, LF and CR.
function isRefused(code: number, multiline: boolean): boolean {
  if (code === 0x7f) return true;
  if (code >= 0x20) return false;
  return !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d));
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Whether a text holds characters no field accepts (tab and line breaks too, unless it is multi-line), or half of a
 * character: a UTF-16 surrogate without its pair is no text at all (it cannot be written as UTF-8, so PostgreSQL's
 * JSON refused it with a server error).
 */
export function hasControlCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(index + 1))) return true;
      index += 1;
    } else if (isLowSurrogate(code) || isRefused(code, multiline)) return true;
  }
  return false;
}

/** Adds the control-character rule to a string schema that has its own length rules and messages. */
export function withoutControlCharacters<Schema extends z.ZodString>(
  schema: Schema,
  { multiline = false }: { multiline?: boolean } = {},
): Schema {
  return schema.refine((value) => !hasControlCharacters(value, { multiline }), controlCharacterMessageKey);
}

export interface TextSchemaOptions {
  /** Characters, after trimming. */
  min?: number;
  max: number;
  /** Passwords keep their spaces. */
  trim?: boolean;
}

/**
 * Every text a request carries — body, query string, path or header — goes through one of these two, so a NUL
 * byte or a stray control character is a 422 field error, never a database error. The rule reads the trimmed value
 * (what would be stored), so a pasted cell's trailing newline is not an error.
 */
export function singleLineText({ min = 0, max, trim = true }: TextSchemaOptions) {
  return withoutControlCharacters((trim ? z.string().trim() : z.string()).min(min).max(max));
}

/**
 * The `Idempotency-Key` header, one rule for every route that takes one (counter, import, money and the public API):
 * printable, 8–100 characters — a UUID fits, a short counter such as "1" that a retry of another order could reuse
 * does not.
 */
export const idempotencyKey = singleLineText({ min: 8, max: 100 });

/** Addresses, remarks, notes, announcement bodies: tab, line feed and carriage return are allowed. */
export function multiLineText({ min = 0, max }: Omit<TextSchemaOptions, 'trim'>) {
  return withoutControlCharacters(z.string().trim().min(min).max(max), { multiline: true });
}
