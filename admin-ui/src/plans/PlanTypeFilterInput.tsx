import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import type { PlanRecord } from './types';

const FREE_TRIAL = { id: 'trial', name: 'Free Trial' };

/** Filters a list by plan type: the free trial and every plan, on sale or not. */
export const PlanTypeFilterInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { data, isPending } = useGetList<PlanRecord>('plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'sortOrder', order: 'ASC' },
  });
  const choices = [FREE_TRIAL, ...(data ?? []).map((plan) => ({ id: plan.planType, name: plan.name }))];
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
};
