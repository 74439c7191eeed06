export const billingKeys = {
  summary: ['billing'] as const,
  receipts: ['billing', 'receipts'] as const,
  receipt: (id: string) => ['billing', 'receipts', id] as const,
  purchases: ['billing', 'purchases'] as const,
};
