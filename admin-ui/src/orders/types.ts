/** An order as `GET /api/admin/orders` lists it; the card is only its brand, last four digits and expiry. */
export interface AdminOrder {
  id: number;
  /** The JF- order ID the purchaser signs in with. */
  orderId: string;
  userId: number | null;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  marketingConsent: boolean;
  planType: string;
  billing: string;
  amountUsdCents: number;
  /** The plan's price in `currency`. */
  amountLocal: number;
  currency: string;
  dueTodayCents: number;
  trialEndsAt: string | null;
  status: string;
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
  createdAt: string;
}
