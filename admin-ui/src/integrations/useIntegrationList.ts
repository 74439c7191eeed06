import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, type RaRecord } from 'react-admin';
import { useToast } from '../common/useToast';
import { errorMessage } from '../providers/apiErrors';

/** Every integration of one kind the owner has connected: the API sends each list whole. */
const WHOLE_LIST = { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' as const } };

/** One kind of integration (`integrations`, `sms-integrations`, `webhooks`, `google-sheets`) through the data provider. */
export function useIntegrationList<T extends RaRecord>(resource: string) {
  return useGetList<T>(resource, WHOLE_LIST);
}

interface RemoveTexts {
  /** The failure toast when the API gave no reason: the spec's own for some kinds. */
  failure?: { title?: string; description: string };
}

/**
 * Removes one integration through the data provider, then says so and fetches its list (and the
 * dashboard's count of it) again; a refusal is told in a toast and the row stays.
 */
export function useRemoveIntegration<T extends RaRecord & { name: string }>(resource: string, { failure }: RemoveTexts = {}) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const toast = useToast();
  return async (integration: T) => {
    try {
      await dataProvider.delete<T>(resource, { id: integration.id, previousData: integration });
      toast({ description: `${integration.name} was removed.`, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    } catch (error) {
      toast(failure ? { ...failure, type: 'error' } : { description: errorMessage(error), type: 'error' });
    }
  };
}
