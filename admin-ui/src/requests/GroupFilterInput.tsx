import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';
import { GROUP_SORT } from '../groups/GroupList';
import type { Group } from '../groups/types';

/** The owner's groups as choices; an owner rarely has more than a hundred. */
export const GroupFilterInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { data, isPending } = useGetList<Group>('groups', { pagination: { page: 1, perPage: 100 }, sort: GROUP_SORT });
  return <SelectInput {...props} choices={data ?? []} optionText="name" isPending={isPending} />;
};
