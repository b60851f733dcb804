/** Cache keys of the platform's companies; creating one or giving it an owner invalidates the list. */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
};
