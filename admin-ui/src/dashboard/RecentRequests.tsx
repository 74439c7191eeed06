import {
  Alert,
  Box,
  Button,
  Card,
  CardHeader,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Skeleton,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { Link } from 'react-router-dom';
import { NameAvatar } from '../common/NameAvatar';
import { formatDateTime, timeAgo } from '../common/time';
import type { JoinFlowDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/apiErrors';
import { RequestEmpty } from '../requests/RequestEmpty';
import { RequestStatusChip } from '../requests/RequestStatusChip';
import type { RecentMemberRequest } from '../requests/types';

/** The latest requests' placeholder rows (the owner's prerendered frame draws the same). */
export const LOADING_ROWS = 3;

export const LoadingRow = () => (
  <ListItem aria-hidden>
    <ListItemAvatar>
      <Skeleton variant="circular" width={40} height={40} />
    </ListItemAvatar>
    <ListItemText primary={<Skeleton width="40%" />} secondary={<Skeleton width="70%" />} />
  </ListItem>
);

const RequestRow = ({ request }: { request: RecentMemberRequest }) => {
  // On a phone the status goes under the name, so it never covers the email.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const status = <RequestStatusChip status={request.status} decidedBy={request.decidedBy} />;
  return (
    <ListItem secondaryAction={isPhone ? undefined : status} sx={{ pr: { xs: 2, sm: 18 } }}>
      <ListItemAvatar>
        <NameAvatar name={request.name} imageUrl={request.profileImageUrl} />
      </ListItemAvatar>
      <ListItemText
        primary={request.name}
        slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
        secondary={
          <>
            {request.email && (
              <Box component="span" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {request.email}
              </Box>
            )}
            <Box component="span" title={formatDateTime(request.createdAt)}>
              {request.groupName} · {timeAgo(request.createdAt)}
            </Box>
            {isPhone && (
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {status}
              </Box>
            )}
          </>
        }
      />
    </ListItem>
  );
};

export const RecentRequests = () => {
  const dataProvider = useDataProvider<JoinFlowDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['member-requests', 'recent'],
    queryFn: () => dataProvider.getRecentRequests(),
  });

  return (
    <Card component="section" aria-labelledby="recent-requests-title" sx={{ height: '100%' }}>
      <CardHeader
        title={
          <Typography id="recent-requests-title" component="h2" variant="h6">
            Recent Member Requests
          </Typography>
        }
        action={
          <Button component={Link} to="/member-requests" size="small">
            View All
          </Button>
        }
        sx={{ pb: 0 }}
      />
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          The latest requests could not be loaded. {errorMessage(error)}
        </Alert>
      ) : isPending ? (
        <List aria-busy>
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <LoadingRow key={index} />
          ))}
        </List>
      ) : data.length === 0 ? (
        <RequestEmpty compact />
      ) : (
        <List aria-label="Recent member requests">
          {data.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </List>
      )}
    </Card>
  );
};
