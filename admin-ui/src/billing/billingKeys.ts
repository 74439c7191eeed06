import { RECEIPTS } from '../receipts/resource';

export const billingKeys = {
  summary: ['billing'] as const,
  // The receipts are a react-admin resource: their queries start with its name.
  receipts: [RECEIPTS] as const,
  purchases: ['billing', 'purchases'] as const,
};
