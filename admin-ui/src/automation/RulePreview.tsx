import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { RequestStatusChip } from '../requests/RequestStatusChip';
import type { RuleDecision } from '../requests/types';
import { DecisionChip } from './DecisionChip';
import type { AutoApprovalPreview } from './types';

const COUNTS: readonly { decision: RuleDecision; label: string; color: string }[] = [
  { decision: 'approve', label: 'Approved', color: '#166534' },
  { decision: 'decline', label: 'Declined', color: '#991b1b' },
  { decision: 'review', label: 'Sent to review', color: '#854d0e' },
];

/** What the unsaved rules would decide for the group's latest requests, one by one and in total. */
export const RulePreview = ({ preview }: { preview: AutoApprovalPreview }) => {
  if (preview.total === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        This group has no member requests yet to try these rules on.
      </Typography>
    );
  }
  return (
    <Box component="section" aria-label="Preview">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        With these settings, the latest {preview.total} {preview.total === 1 ? 'request' : 'requests'} would be:
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ mb: 2 }}>
        {COUNTS.map(({ decision, label, color }) => (
          <Paper key={decision} role="group" aria-label={label} variant="outlined" sx={{ flex: 1, p: 1.5, textAlign: 'center' }}>
            <Typography component="p" variant="h5" sx={{ color, fontWeight: 700 }}>
              {preview.counts[decision]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader aria-label="Decisions">
          <TableHead>
            <TableRow>
              <TableCell>Member</TableCell>
              <TableCell>Would be</TableCell>
              <TableCell>Why</TableCell>
              <TableCell>Now</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.decisions.map((item) => (
              <TableRow key={item.requestId}>
                <TableCell sx={{ fontWeight: 600 }}>{item.name}</TableCell>
                <TableCell>
                  <DecisionChip decision={item.decision} />
                </TableCell>
                <TableCell>
                  {item.reasons.map((reason) => (
                    <Typography key={reason} variant="body2">
                      {reason}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell>
                  <RequestStatusChip status={item.currentStatus} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};
