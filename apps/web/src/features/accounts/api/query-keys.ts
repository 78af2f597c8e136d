/** Query keys of the accounts feature, in one place so mutations invalidate the right data. */
export const accountKeys = {
  all: ['accounts'] as const,
  currentUser: () => [...accountKeys.all, 'currentUser'] as const,
  frequentTravellers: () => [...accountKeys.all, 'frequentTravellers'] as const,
  subusers: () => [...accountKeys.all, 'subusers'] as const,
  balanceStatement: (page: number) => [...accountKeys.all, 'balance', page] as const,
};
