import { Box, Card } from '@mui/material';
import { FilterLiveSearch, ListBase, Pagination, useListContext } from 'react-admin';
import { OwnerPage } from '../owner/OwnerPage';
import { GroupEmpty } from './GroupEmpty';
import { GroupTable } from './GroupTable';

export const GROUP_SORT = { field: 'createdAt', order: 'DESC' } as const;

const GroupPagination = () => {
  const { total } = useListContext();
  return total ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null;
};

export const GroupList = () => (
  <OwnerPage title="Connected Groups" subtitle="Manage your Facebook groups and automation settings">
    <ListBase resource="groups" sort={GROUP_SORT} perPage={25}>
      <Box sx={{ mb: 2 }}>
        <FilterLiveSearch source="q" label="Search groups" variant="outlined" />
      </Box>
      <Card>
        <GroupTable empty={<GroupEmpty />} />
        <GroupPagination />
      </Card>
    </ListBase>
  </OwnerPage>
);
