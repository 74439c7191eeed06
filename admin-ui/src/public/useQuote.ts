import { useQuery } from '@tanstack/react-query';
import { publicApi, type QuoteRequest } from './api';

/** The server's quote for a plan in the customer's currency; asked again when the country changes. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: ['pricing', 'quote', request?.plan, request?.billing, request?.country ?? ''],
    queryFn: () => publicApi.getQuote(request!),
    enabled: request !== null,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
