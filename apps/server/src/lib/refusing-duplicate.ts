import { databaseFactsOf } from '../plugins/error-log.js';
import { AppError } from './app-error.js';

/**
 * Runs a write; a row that the unique `constraint` already holds (a name taken, perhaps by a form sent at the same
 * moment) is a 422 with `key` on `field`, not a 500.
 */
export async function refusingDuplicate<T>(
  write: () => Promise<T>,
  duplicate: { constraint: string; field: string; key: string },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const facts = databaseFactsOf(error);
    if (facts?.code === '23505' && facts.constraint === duplicate.constraint) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: { [duplicate.field]: [duplicate.key] } });
    }
    throw error;
  }
}
