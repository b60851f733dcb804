import type { z } from 'zod';
import { isMessageKey } from '../i18n/messages.js';

/** A message key with its placeholders, as a zod issue reads in the shared validation catalog. */
export interface IssueMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The catalog message of a zod issue: a missing value is "required", a wrong number "enter a number", a domain rule's
 * issue carries its own key (and placeholders). The server's 422 field errors and the label import's row errors both
 * read issues through it, so a field says the same thing wherever it was typed.
 */
export function issueMessage(issue: z.core.$ZodIssue): IssueMessage {
  switch (issue.code) {
    case 'invalid_type':
      return {
        key:
          issue.input === undefined || issue.input === null || issue.input === ''
            ? 'validation.emptyErrorMessage'
            : issue.expected === 'number' || issue.expected === 'int'
              ? 'validation.numberErrorMessage'
              : 'validation.invalidErrorMessage',
      };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { key: 'validation.emptyErrorMessage' };
      if (issue.origin === 'string') return { key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      return { key: 'validation.invalidErrorMessage' };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', params: { max: Number(issue.maximum) } };
      return { key: 'validation.invalidErrorMessage' };
    case 'invalid_value':
      // A choice may name its own message (the staff form's gender: "must be selected!", spec §8).
      return { key: isMessageKey(issue.message) ? issue.message : 'validation.noselectErrorMessage' };
    case 'custom':
      // Domain validators put a message key in the issue's message and its placeholders in params.
      return issue.params
        ? { key: issue.message, params: issue.params as Record<string, string | number> }
        : { key: issue.message };
    default:
      return { key: 'validation.invalidErrorMessage' };
  }
}
