import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/TuneOutlined';
import {
  Alert,
  Box,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { NameAvatar } from '../common/NameAvatar';
import { errorMessage } from '../providers/apiErrors';
import { DeleteGroupButton } from './DeleteGroupButton';
import { EditGroupButton } from './EditGroupButton';
import { facebookGroupUrl } from './groupUrl';
import { RefreshPictureButton } from './RefreshPictureButton';
import { MEMBER_COUNT_MEANING, type Group } from './types';

const LOADING_ROWS = 3;
const COLUMNS = ['Group', 'Group ID', 'Members', 'Auto-approval', 'Status', "Today's Requests", ''];

const LoadingRow = () => (
  <TableRow aria-hidden>
    <TableCell>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Skeleton variant="rounded" width={44} height={44} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="60%" />
          <Skeleton width="85%" />
        </Box>
      </Stack>
    </TableCell>
    {COLUMNS.slice(1).map((column) => (
      <TableCell key={column}>
        <Skeleton />
      </TableCell>
    ))}
  </TableRow>
);

const GroupRow = ({ group }: { group: Group }) => (
  <TableRow hover>
    <TableCell sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <NameAvatar name={group.name} imageUrl={group.coverImageUrl} variant="rounded" size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          {group.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {group.description}
            </Typography>
          )}
        </Box>
      </Stack>
    </TableCell>
    <TableCell>
      <Link
        href={facebookGroupUrl(group.facebookGroupId)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${group.facebookGroupId} (opens Facebook in a new tab)`}
        variant="body2"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontFamily: 'ui-monospace, monospace' }}
      >
        {group.facebookGroupId}
        <OpenInNewIcon sx={{ fontSize: 14 }} />
      </Link>
    </TableCell>
    <TableCell>
      <Tooltip title={MEMBER_COUNT_MEANING} describeChild>
        <span>{group.memberCount.toLocaleString('en')}</span>
      </Tooltip>
    </TableCell>
    <TableCell sx={{ minWidth: 120 }}>
      <Typography variant="body2">{group.autoApprovalRate}%</Typography>
      <LinearProgress
        variant="determinate"
        value={group.autoApprovalRate}
        aria-hidden
        sx={{ mt: 0.5, height: 4, borderRadius: 2 }}
      />
    </TableCell>
    <TableCell>
      <Chip
        size="small"
        label={group.isActive ? 'Active' : 'Inactive'}
        color={group.isActive ? 'success' : 'default'}
        variant={group.isActive ? 'filled' : 'outlined'}
      />
    </TableCell>
    <TableCell>{group.todayRequests}</TableCell>
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <Tooltip title="Group settings">
        <IconButton
          component={RouterLink}
          to={`/automation?groupId=${group.id}`}
          aria-label="Group settings"
          size="small"
        >
          <SettingsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Analytics">
        <IconButton component={RouterLink} to="/analytics" aria-label="Analytics" size="small">
          <AnalyticsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <EditGroupButton group={group} />
      <RefreshPictureButton group={group} />
      <DeleteGroupButton group={group} />
    </TableCell>
  </TableRow>
);

/** The Connected Groups table, shared by /groups and the dashboard; reads the surrounding list. */
export const GroupTable = ({ empty }: { empty: ReactNode }) => {
  const { data, isPending, error, filterValues } = useListContext<Group>();

  if (error) return <Alert severity="error">The groups could not be loaded. {errorMessage(error)}</Alert>;
  if (!isPending && data?.length === 0) {
    return Object.keys(filterValues).length > 0 ? (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        No groups match your search.
      </Typography>
    ) : (
      empty
    );
  }

  return (
    <TableContainer>
      <Table aria-label="Connected groups" aria-busy={isPending}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column === 'Members' ? (
                  <Tooltip title={MEMBER_COUNT_MEANING} describeChild>
                    <Box component="span" sx={{ textDecoration: 'underline dotted', textUnderlineOffset: 3, cursor: 'help' }}>
                      {column}
                    </Box>
                  </Tooltip>
                ) : (
                  column
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isPending
            ? Array.from({ length: LOADING_ROWS }, (_, index) => <LoadingRow key={index} />)
            : data.map((group) => <GroupRow key={group.id} group={group} />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
