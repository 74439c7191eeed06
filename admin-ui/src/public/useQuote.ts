import { useQuery } from '@tanstack/react-query';
import type { QuoteParams as QuoteRequest } from '@joinflow/sdk/browser';
import { api } from '../providers/api';

/** The server's quote for a plan in the customer's currency; asked again when the country changes. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: ['pricing', 'quote', request?.plan, request?.billing, request?.country ?? ''],
    queryFn: () => api.checkout.quote(request!),
    enabled: request !== null,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
