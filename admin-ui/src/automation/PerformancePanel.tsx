import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { formatDuration, isoDateDaysAgo } from '../common/time';
import type { Group } from '../groups/types';
import { errorMessage } from '../providers/apiErrors';
import type { MemberRequest, RequestStatus } from '../requests/types';
import { summarizePerformance } from './performance';

const PERIOD_DAYS = 7;
const SAMPLE_SIZE = 200;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/** Counts come from the list's totals, so only one row is asked for. */
function useRequestCount(filter: Record<string, unknown>, status: RequestStatus) {
  return useGetList<MemberRequest>('member-requests', {
    filter: { ...filter, status },
    pagination: { page: 1, perPage: 1 },
    sort: NEWEST_FIRST,
  });
}

const Figure = ({ label, value, note }: { label: string; value: string; note?: string }) => (
  <Box>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
      {value}
    </Typography>
    {note && (
      <Typography variant="caption" color="text.secondary">
        {note}
      </Typography>
    )}
  </Box>
);

/** How the group's automation did over the last seven days, worked out from its own requests. */
export const PerformancePanel = ({ group }: { group: Group }) => {
  const filter = useMemo(() => ({ groupId: group.id, from: isoDateDaysAgo(PERIOD_DAYS - 1) }), [group.id]);
  const recent = useGetList<MemberRequest>('member-requests', {
    filter,
    pagination: { page: 1, perPage: SAMPLE_SIZE },
    sort: NEWEST_FIRST,
  });
  const approved = useRequestCount(filter, 'approved');
  const declined = useRequestCount(filter, 'declined');
  const error = recent.error ?? approved.error ?? declined.error;
  const loaded = recent.data && approved.total !== undefined && declined.total !== undefined;
  const performance = loaded
    ? summarizePerformance({
        total: recent.total ?? recent.data.length,
        approved: approved.total ?? 0,
        declined: declined.total ?? 0,
        sample: recent.data,
      })
    : null;

  return (
    <Card component="section" aria-labelledby="performance-title">
      <CardContent>
        <Typography id="performance-title" component="h2" variant="h6">
          Performance
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {group.name}, last {PERIOD_DAYS} days
        </Typography>
        {error ? (
          <Alert severity="error">The figures could not be worked out. {errorMessage(error)}</Alert>
        ) : !performance ? (
          <Stack spacing={2} aria-busy>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={48} />
            ))}
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            <Figure
              label="Approval rate"
              value={performance.approvalRate === null ? '—' : `${performance.approvalRate}%`}
              note={performance.approvalRate === null ? 'Nothing decided yet' : 'Of the requests decided'}
            />
            <Figure label="Requests this week" value={performance.requests.toLocaleString('en')} />
            <Figure
              label="Median time to decision"
              value={
                performance.medianTimeToDecisionMs === null ? '—' : formatDuration(performance.medianTimeToDecisionMs)
              }
              note={
                performance.timedDecisions === 0
                  ? 'Nothing decided yet'
                  : `Over the ${performance.timedDecisions} latest decided ${performance.timedDecisions === 1 ? 'request' : 'requests'}`
              }
            />
            <Figure label="Waiting for review" value={performance.pending.toLocaleString('en')} />
            <Figure
              label="Approved by the rules"
              value={`${group.autoApprovalRate}%`}
              note="Of all decided requests since the group was connected"
            />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
