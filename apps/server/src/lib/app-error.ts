import type { AppErrorCode } from '@waypost/domain';

/** A message key, or a key with placeholders (the domain's RuleMessage). */
export type FieldMessage = string | { key: string; params?: Record<string, string | number> };

/** The one error type services throw; the error handler turns it into the response (status, localized message). */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly options: {
      /** Placeholders of the localized message. */
      params?: Record<string, string | number>;
      /** Field errors per field (422): message keys, or keys with their placeholders. */
      fieldErrors?: Record<string, FieldMessage[]>;
      /** Extra response headers (e.g. WWW-Authenticate). */
      headers?: Record<string, string>;
      /** A machine-readable reason the body carries besides the message (a refused scan's). */
      reason?: string;
      /** The message to show instead of the code's own (a refusal's reason names its message). */
      messageKey?: string;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/** A 422 with one field's error (a rule only the server can check: a name taken, a code that is wrong). */
export function fieldError(field: string, key: string): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: { [field]: [key] } });
}
