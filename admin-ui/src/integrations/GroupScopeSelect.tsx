import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Group } from '../groups/types';

interface GroupScopeSelectProps {
  /** null: every group, including groups connected later. */
  value: number[] | null;
  onChange: (value: number[] | null) => void;
}

const ALL = 'all';

/** The owner's groups, by name; one query shared by every picker and label on the page. */
export function useOwnerGroups(): Group[] {
  const { data = [] } = useGetList<Group>('groups', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return data;
}

/** Which groups' members an integration receives. */
export const GroupScopeSelect = ({ value, onChange }: GroupScopeSelectProps) => {
  const groups = useOwnerGroups();
  const names = new Map(groups.map((group) => [group.id, group.name]));
  const selected = value === null ? [ALL] : value.map(String);

  return (
    // Filled, like react-admin's inputs around it in the same dialog: a label of one variant over an input of
    // another lands on top of the value.
    <FormControl fullWidth variant="filled">
      <InputLabel id="group-scope-label">Groups</InputLabel>
      <Select
        labelId="group-scope-label"
        multiple
        value={selected}
        renderValue={(chosen) =>
          chosen.includes(ALL) ? 'All groups' : chosen.map((id) => names.get(Number(id)) ?? `Group ${id}`).join(', ')
        }
        onChange={(event) => {
          const chosen = typeof event.target.value === 'string' ? event.target.value.split(',') : event.target.value;
          // Picking "All groups" clears the list; picking a group while "All groups" is on narrows to it.
          const last = chosen[chosen.length - 1];
          if (last === ALL || chosen.length === 0) return onChange(null);
          onChange(chosen.filter((id) => id !== ALL).map(Number));
        }}
      >
        <MenuItem value={ALL}>
          <Checkbox checked={value === null} />
          <ListItemText primary="All groups" />
        </MenuItem>
        {groups.map((group) => (
          <MenuItem key={group.id} value={String(group.id)}>
            <Checkbox checked={value?.includes(group.id) ?? false} />
            <ListItemText primary={group.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
};
