import { bankStatementImportFields, bankStatementLimits } from '@waypost/domain';
import type { MultipartForm } from '../../plugins/multipart-form.js';
import { csvText, isZip } from '../labels/label-import-sheet.js';

/** POST /api/bank-statement: the statement (.csv or .xlsx, told by its bytes), and the bank or the mapping. */
export const bankStatementForm = {
  fields: bankStatementImportFields,
  files: {
    file: {
      maxBytes: bankStatementLimits.maxBytes,
      tooLarge: 'bankStatement.fileTooLarge',
      refuse: (bytes) => (isZip(bytes) || csvText(bytes) !== null ? null : 'bankStatement.unreadableFile'),
    },
  },
} satisfies MultipartForm;
