import { useOwnerGroups } from './GroupScopeSelect';

/** "All groups", or the names of the groups an integration is limited to. */
export const GroupScopeLabel = ({ groupIds }: { groupIds: number[] | null }) => {
  const groups = useOwnerGroups();
  if (groupIds === null) return <>All groups</>;
  if (groupIds.length === 0) return <>No groups</>;
  const names = new Map(groups.map((group) => [group.id, group.name]));
  return <>{groupIds.map((id) => names.get(id) ?? `Group ${id}`).join(', ')}</>;
};
