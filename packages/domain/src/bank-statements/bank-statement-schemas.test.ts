import { describe, expect, it } from 'vitest';
import { bankStatementImportFields, bankStatementMapping } from './bank-statement-schemas.js';
import { bankPresetMappings } from './bank-statement-parse.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('bankStatementImportFields', () => {
  it('takes a bank alone, upper-cased', () => {
    expect(bankStatementImportFields.parse({ bank: ' kbz ' })).toEqual({ bank: 'KBZ' });
  });
  it('takes a mapping as JSON text, empty optional columns read as none', () => {
    const mapping = { ...bankPresetMappings.AYA, reference: '', balance: undefined };
    expect(bankStatementImportFields.parse({ mapping: JSON.stringify(mapping) })).toEqual({
      mapping: { ...bankPresetMappings.AYA, reference: null, balance: null },
    });
    expect(bankStatementMapping.parse(bankPresetMappings.KBZ)).toEqual(bankPresetMappings.KBZ);
  });
  it('refuses neither, unreadable JSON and a format without a day', () => {
    expect(messages(bankStatementImportFields.safeParse({}))).toEqual(['bankStatement.bankOrMapping']);
    expect(messages(bankStatementImportFields.safeParse({ mapping: '{oops' }))).toEqual([
      'bankStatement.mappingNotJson',
    ]);
    expect(
      messages(
        bankStatementImportFields.safeParse({
          mapping: JSON.stringify({ ...bankPresetMappings.KBZ, date_format: 'MM/YYYY' }),
        }),
      ),
    ).toEqual(['bankStatement.badDateFormat']);
  });
});
