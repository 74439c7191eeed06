import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Drawer,
  IconButton,
  Link,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState, type ReactElement } from 'react';
import { FilterForm, useListContext, useUnselectAll } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NameAvatar } from '../common/NameAvatar';
import { formatDateTime, timeAgo } from '../common/time';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { RequestDecisionButtons } from './RequestDecisionButtons';
import { RequestStatusChip } from './RequestStatusChip';
import type { MemberRequest } from './types';

/** The first answers on one or two lines, so a card stays short; the whole text is in the request's drawer. */
const AnswersPreview = ({ request }: { request: MemberRequest }) => {
  const answers = (request.answers ?? []).filter(({ answer }) => answer);
  if (answers.length === 0) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      title={answers.map(({ question, answer }) => `${question} ${answer}`).join('\n')}
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}
    >
      {answers.map(({ answer }) => answer).join(' · ')}
    </Typography>
  );
};

const MemberRequestCard = ({ request, selected, onToggle }: { request: MemberRequest; selected: boolean; onToggle: () => void }) => {
  const { search } = useLocation();
  return (
    <Card component="article" variant="outlined" aria-label={request.name} data-testid="member-request-card">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <NameAvatar name={request.name} imageUrl={request.profileImageUrl} size={40} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={`/member-requests/${request.id}${search}`}
              underline="hover"
              color="text.primary"
              sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
            >
              {request.name}
            </Link>
            <Typography variant="body2" color="text.secondary" noWrap title={request.groupName}>
              {request.groupName}
            </Typography>
          </Box>
          <Checkbox
            checked={selected}
            onChange={onToggle}
            inputProps={{ 'aria-label': `Select ${request.name}` }}
            sx={{ mt: -1, mr: -1 }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1.5, flexWrap: 'wrap', rowGap: 0.5 }}>
          <RequestStatusChip status={request.status} decidedBy={request.decidedBy} />
          <Typography variant="body2" color="text.secondary" title={formatDateTime(request.createdAt)}>
            {timeAgo(request.createdAt)}
          </Typography>
        </Stack>
        {request.livesIn && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1, minWidth: 0 }}>
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2" color="text.secondary" noWrap>
              {request.livesIn}
            </Typography>
          </Stack>
        )}
        <Box sx={{ mt: 1 }}>
          <AnswersPreview request={request} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <RequestDecisionButtons request={request} />
      </CardActions>
    </Card>
  );
};

/**
 * The selection's Approve and Decline, pinned to the bottom of the screen while anything is
 * selected so they stay within a thumb's reach however long the list is.
 */
const BulkBar = () => {
  const { selectedIds } = useListContext();
  const unselectAll = useUnselectAll('member-requests');
  if (selectedIds.length === 0) return null;
  return (
    <Paper
      elevation={8}
      role="toolbar"
      aria-label="Selected requests"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        mt: 2,
        px: 2,
        py: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flexWrap: 'wrap',
      }}
    >
      <IconButton size="small" aria-label="Clear selection" onClick={() => unselectAll()} sx={{ ml: -1 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 'auto' }}>
        {selectedIds.length} selected
      </Typography>
      <BulkDecisionButtons />
    </Paper>
  );
};

/** Member requests as cards for a phone screen: the list's own data, selection and refresh. */
export const MemberRequestCards = ({ empty }: { empty: ReactElement }) => {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<MemberRequest>();

  if (isPending) {
    return (
      <Stack spacing={1.5} sx={{ p: 1 }}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={180} />
        ))}
      </Stack>
    );
  }
  if (!data?.length) return empty;

  return (
    <Box sx={{ p: 1 }}>
      <Stack spacing={1.5}>
        {data.map((request) => (
          <MemberRequestCard
            key={request.id}
            request={request}
            selected={selectedIds.includes(request.id)}
            onToggle={() => onToggleItem(request.id)}
          />
        ))}
      </Stack>
      <BulkBar />
    </Box>
  );
};

/** On a phone the filters wait behind one button instead of taking the first screen. */
export const FiltersDrawerButton = ({ filters }: { filters: ReactElement[] }) => {
  const [open, setOpen] = useState(false);
  const { filterValues } = useListContext();
  const active = Object.values(filterValues ?? {}).filter((value) => value !== undefined && value !== '').length;
  return (
    <>
      <Button size="small" startIcon={<FilterListIcon />} onClick={() => setOpen(true)}>
        {active ? `Filters (${active})` : 'Filters'}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Filters', role: 'dialog', sx: { p: 2, borderTopLeftRadius: 12, borderTopRightRadius: 12 } } }}
      >
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          Filters
        </Typography>
        <Box
          sx={{
            '& form': { flexDirection: 'column', alignItems: 'stretch', minHeight: 0 },
            '& .filter-field, & .filter-field > .MuiFormControl-root': { width: '100%', m: 0 },
          }}
        >
          <FilterForm filters={filters} />
        </Box>
        <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 2 }}>
          Show results
        </Button>
      </Drawer>
    </>
  );
};
