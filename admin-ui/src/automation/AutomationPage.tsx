import { Alert, Box, Grid, Stack, Typography } from '@mui/material';
import { ListBase, useGetOne, useListContext } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { GROUP_SORT } from '../groups/GroupList';
import type { Group } from '../groups/types';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { AutoApprovalCard } from './AutoApprovalCard';
import { GroupPicker } from './GroupPicker';
import { PerformancePanel } from './PerformancePanel';
import { WelcomeMessageCard } from './WelcomeMessageCard';

const GroupAutomation = ({ groupId }: { groupId: number }) => {
  const { data: group, error } = useGetOne<Group>('groups', { id: groupId });
  if (error) {
    return <Alert severity="error">This group is not connected to your account. {errorMessage(error)}</Alert>;
  }
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Stack spacing={2}>
          <AutoApprovalCard groupId={groupId} />
          <WelcomeMessageCard groupId={groupId} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>{group && <PerformancePanel group={group} />}</Grid>
    </Grid>
  );
};

/** The chosen group's editors, or a prompt to choose one when there are groups to choose from. */
const ChosenGroup = ({ groupId }: { groupId: number | undefined }) => {
  const { total } = useListContext<Group>();
  // A fresh set of forms per group, so nothing typed for one group is saved to another.
  if (groupId) return <GroupAutomation key={groupId} groupId={groupId} />;
  if (!total) return null;
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      Choose a group to edit its auto-approval rules and welcome message.
    </Typography>
  );
};

export const AutomationPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const groupId = Number(searchParams.get('groupId')) || undefined;

  return (
    <OwnerPage title="Automation Rules" subtitle="Decide who is approved automatically and how new members are welcomed">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        Choose a group
      </Typography>
      <ListBase resource="groups" sort={GROUP_SORT} perPage={100} disableSyncWithLocation>
        <GroupPicker
          selectedId={groupId}
          onSelect={(id) =>
            setSearchParams((params) => {
              params.set('groupId', String(id));
              return params;
            })
          }
        />
        <Box sx={{ mt: 3 }}>
          <ChosenGroup groupId={groupId} />
        </Box>
      </ListBase>
    </OwnerPage>
  );
};
