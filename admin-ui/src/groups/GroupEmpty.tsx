import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { Box, Typography } from '@mui/material';
import { AddGroupButton } from './AddGroupButton';

export const GroupEmpty = () => (
  <Box sx={{ py: 6, px: 3, textAlign: 'center' }}>
    <GroupsIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
    <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
      No groups connected yet
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 460, mx: 'auto' }}>
      Connect a Facebook group you manage to capture its join requests and decide them by your rules.
    </Typography>
    <AddGroupButton label="Connect New Group" />
  </Box>
);
