import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../common/time';
import { api } from '../providers/api';
import { errorMessage } from '../providers/apiErrors';
import type { Delivery } from './types';

type Attempt = Awaited<ReturnType<typeof api.deliveries.get>>['attemptLog'][number];

/** Platforms answer with long URLs and JSON; they wrap anywhere rather than widen the dialog. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

const answerOf = (attempt: Attempt) => (attempt.statusCode ? `HTTP ${attempt.statusCode}` : null);
const outcomeOf = (attempt: Attempt) => `${attempt.outcome}${attempt.message ? `: ${attempt.message}` : ''}`;

/** On a phone the five columns would not fit: each attempt is a short block of its own. */
const AttemptList = ({ attempts }: { attempts: Attempt[] }) => (
  <Stack component="ol" aria-label="Attempts" divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
    {attempts.map((attempt, index) => (
      <li key={`${attempt.attempt}-${index}`}>
        <Typography variant="subtitle2">
          Attempt {attempt.attempt} · {[answerOf(attempt), `${attempt.durationMs} ms`].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(attempt.startedAt)}
        </Typography>
        <Typography variant="body2" sx={WRAP_ANYWHERE}>
          {outcomeOf(attempt)}
        </Typography>
      </li>
    ))}
  </Stack>
);

/** Every attempt at one delivery: when, how long, and what the platform answered. */
export const AttemptLogDialog = ({ delivery, onClose }: { delivery: Delivery | null; onClose: () => void }) => {
  const { data, isPending, error } = useQuery({
    queryKey: ['deliveries', 'detail', delivery?.id],
    queryFn: () => api.deliveries.get(delivery!.id),
    enabled: delivery !== null,
  });
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open={delivery !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="attempt-log-title">
      {delivery && (
        <>
          <DialogTitle id="attempt-log-title">
            {delivery.memberName} to {delivery.integrationName}
          </DialogTitle>
          <DialogContent>
            {error ? (
              <Alert severity="error">The attempts could not be loaded. {errorMessage(error)}</Alert>
            ) : isPending ? (
              <Skeleton height={96} />
            ) : data.attemptLog.length === 0 ? (
              <Alert severity="info">No attempt has been made yet.</Alert>
            ) : isPhone ? (
              <AttemptList attempts={data.attemptLog} />
            ) : (
              <Table size="small" aria-label="Attempts">
                <TableHead>
                  <TableRow>
                    <TableCell>Attempt</TableCell>
                    <TableCell>Started</TableCell>
                    <TableCell align="right">Took</TableCell>
                    <TableCell>Answer</TableCell>
                    <TableCell>Outcome</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.attemptLog.map((attempt, index) => (
                    <TableRow key={`${attempt.attempt}-${index}`}>
                      <TableCell>{attempt.attempt}</TableCell>
                      <TableCell>{formatDateTime(attempt.startedAt)}</TableCell>
                      <TableCell align="right">{attempt.durationMs} ms</TableCell>
                      <TableCell>{answerOf(attempt) ?? '—'}</TableCell>
                      <TableCell sx={WRAP_ANYWHERE}>{outcomeOf(attempt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
};
