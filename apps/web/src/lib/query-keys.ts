/** Query keys shared by features, so one can refresh what another shows without importing it. */
export const queryKeys = {
  usage: ['usage'] as const,
  resumes: ['resumes'] as const,
  /** GET /subscriptions/current: pricing marks the current plan, billing manages it. */
  subscription: ['subscription'] as const,
  paymentMethods: ['payment-methods'] as const,
  planHistory: ['plan-history'] as const,
  /** Prefix of every page of GET /payments/transactions. */
  transactions: ['transactions'] as const,
};
