import type { CreditStatementQuery } from '@waypost/domain';

/** Cache keys of shipping credit, from one factory; a payment invalidates them all. */
export const creditKeys = {
  all: ['credit'] as const,
  statements: (merchantId: number) => [...creditKeys.all, 'statement', merchantId] as const,
  statement: (merchantId: number, period: CreditStatementQuery) =>
    [...creditKeys.statements(merchantId), period] as const,
};
