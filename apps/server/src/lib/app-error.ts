import type { AppErrorCode } from '@waypost/domain';

/** The one error type services throw; the error handler turns it into the response (status, localized message). */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly options: {
      /** Placeholders of the localized message. */
      params?: Record<string, string | number>;
      /** Field errors as message keys per field (422). */
      fieldErrors?: Record<string, string[]>;
      /** Extra response headers (e.g. WWW-Authenticate). */
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
