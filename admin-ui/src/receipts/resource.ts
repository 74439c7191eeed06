/**
 * The owner's receipts as a react-admin resource, named after their address: the list at
 * /billing/receipts and one receipt to print at /billing/receipts/:id (the data provider reads
 * /api/billing/receipts, which the API sends whole).
 */
export const RECEIPTS = 'billing/receipts';

export const receiptPath = (id: number | string) => `/${RECEIPTS}/${id}`;
