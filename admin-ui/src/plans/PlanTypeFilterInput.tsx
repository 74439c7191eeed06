import { SelectInput, type SelectInputProps } from 'react-admin';
import { FREE_TRIAL, usePlans } from './PlanName';

/** Filters a list by plan type: the free trial and every plan, on sale or not. */
export const PlanTypeFilterInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { data, isPending } = usePlans();
  const choices = [FREE_TRIAL, ...(data ?? []).map((plan) => ({ id: plan.planType, name: plan.name }))];
  return <SelectInput {...props} choices={choices} isPending={isPending} />;
};
