import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../common/time';
import { api } from '../providers/api';
import { errorMessage } from '../providers/apiErrors';
import type { Delivery } from './types';

/** Every attempt at one delivery: when, how long, and what the platform answered. */
export const AttemptLogDialog = ({ delivery, onClose }: { delivery: Delivery | null; onClose: () => void }) => {
  const { data, isPending, error } = useQuery({
    queryKey: ['deliveries', 'detail', delivery?.id],
    queryFn: () => api.deliveries.get(delivery!.id),
    enabled: delivery !== null,
  });
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
                      <TableCell>{attempt.statusCode ? `HTTP ${attempt.statusCode}` : '—'}</TableCell>
                      <TableCell>
                        {attempt.outcome}
                        {attempt.message ? `: ${attempt.message}` : ''}
                      </TableCell>
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
