import { useGetList, useRecordContext } from 'react-admin';
import type { PlanRecord } from './types';

/** The plan type every account has from sign-up until it buys a plan. */
export const FREE_TRIAL = { id: 'trial', name: 'Free Trial' };

/**
 * Every plan, on sale or not, in the order the pricing page shows them. The filter and the cells of
 * one page share the one request (react-admin caches it by its parameters); a minute passes before
 * another page asks again. Editing a plan refreshes it at once all the same.
 */
export function usePlans() {
  return useGetList<PlanRecord>(
    'plans',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortOrder', order: 'ASC' } },
    { staleTime: 60_000 },
  );
}

/** A plan type in the words people see: "Silver", "Free Trial"; the type itself only for a plan that no longer exists. */
export function usePlanName(planType: string | null | undefined): string {
  const { data } = usePlans();
  if (!planType) return '—';
  if (planType === FREE_TRIAL.id) return FREE_TRIAL.name;
  return data?.find((plan) => plan.planType === planType)?.name ?? planType;
}

/** The plan of the record in context, by name. */
export const PlanNameField = ({ source = 'planType' }: { source?: string }) => {
  const record = useRecordContext<Record<string, unknown>>();
  const name = usePlanName(record?.[source] as string | null | undefined);
  return record ? <>{name}</> : null;
};
