import type { BankLineState } from '@waypost/domain';

/** Cache keys of the bank statement (issue 28 §5) from one factory; every change invalidates `all`. */
export const bankStatementKeys = {
  all: ['bank-statements'] as const,
  list: () => [...bankStatementKeys.all, 'list'] as const,
  mappings: () => [...bankStatementKeys.all, 'mappings'] as const,
  lines: (statementId: number, state: BankLineState) =>
    [...bankStatementKeys.all, 'lines', statementId, state] as const,
};
