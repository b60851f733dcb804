import { expenseAttachmentLimits, expenseAttachmentTypeOf, expenseFields, type ExpenseFields } from '@waypost/domain';
import type { MultipartForm } from '../../plugins/multipart-form.js';

/** POST /api/expense-record: the text fields and one receipt, its type told by its bytes. */
export const expenseForm = {
  fields: expenseFields,
  files: {
    attachment: {
      maxBytes: expenseAttachmentLimits.maxBytes,
      tooLarge: 'expense.attachmentTooLarge',
      refuse: (bytes) => (expenseAttachmentTypeOf(bytes) ? null : 'expense.attachmentType'),
    },
  },
} satisfies MultipartForm<typeof expenseFields>;

/** What the form brings: its fields and, when one was chosen, the receipt. */
export interface ExpenseSubmission {
  fields: ExpenseFields;
  attachment: Uint8Array | undefined;
}
