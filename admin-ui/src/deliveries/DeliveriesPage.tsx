import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Card,
  IconButton,
  Link,
  MenuItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../common/time';
import { useToast } from '../common/useToast';
import { api } from '../providers/api';
import { OwnerPage } from '../owner/OwnerPage';
import { errorMessage } from '../providers/apiErrors';
import { AttemptLogDialog } from './AttemptLogDialog';
import { DeliveryStatusChip, RETRYABLE } from './DeliveryStatusChip';
import type { Delivery, DeliveryStatus } from './types';

const STATUSES: DeliveryStatus[] = ['queued', 'delivering', 'delivered', 'retrying', 'failed', 'skipped'];
const PER_PAGE = 25;

export const DeliveriesPage = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status') ?? '';
  const integrationId = Number(searchParams.get('integrationId')) || undefined;
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<Delivery | null>(null);
  const { data, isPending, error } = useQuery({
    queryKey: ['deliveries', { status, integrationId, page }],
    queryFn: () =>
      api.deliveries.list({
        filter: { status: (status || undefined) as DeliveryStatus | undefined, integrationId: integrationId || undefined },
        sort: ['createdAt', 'DESC'],
        range: [page * PER_PAGE, (page + 1) * PER_PAGE - 1],
      }),
    placeholderData: keepPreviousData,
  });

  const filterBy = (next: string) => {
    setPage(0);
    setSearchParams((params) => {
      if (next) params.set('status', next);
      else params.delete('status');
      return params;
    });
  };

  return (
    <OwnerPage title="Deliveries" subtitle="Every member sent to your integrations, and how each attempt went">
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField select size="small" label="Status" value={status} onChange={(event) => filterBy(event.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">All statuses</MenuItem>
          {STATUSES.map((option) => (
            <MenuItem key={option} value={option} sx={{ textTransform: 'capitalize' }}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        {integrationId && (
          <Typography variant="body2" color="text.secondary">
            One integration only ·{' '}
            <RouterLink to={status ? `/deliveries?status=${status}` : '/deliveries'}>show all</RouterLink>
          </Typography>
        )}
      </Stack>
      {error ? (
        <Alert severity="error">Deliveries could not be loaded. {errorMessage(error)}</Alert>
      ) : (
        <Card variant="outlined">
          <Table size="small" aria-label="Deliveries">
            <TableHead>
              <TableRow>
                <TableCell>Member</TableCell>
                <TableCell>Integration</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Attempts</TableCell>
                <TableCell>Last result</TableCell>
                <TableCell>When</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {isPending
                ? Array.from({ length: 3 }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={7}>
                        <Skeleton />
                      </TableCell>
                    </TableRow>
                  ))
                : data.data.map((delivery) => <DeliveryRow key={delivery.id} delivery={delivery} onOpen={() => setOpened(delivery)} />)}
              {data?.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} sx={{ py: 5, textAlign: 'center' }}>
                    <Typography color="text.secondary">No deliveries yet</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {data && data.total > PER_PAGE && (
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={PER_PAGE}
              rowsPerPageOptions={[PER_PAGE]}
              onPageChange={(_event, next) => setPage(next)}
            />
          )}
        </Card>
      )}
      <AttemptLogDialog delivery={opened} onClose={() => setOpened(null)} />
    </OwnerPage>
  );
};

const DeliveryRow = ({ delivery, onOpen }: { delivery: Delivery; onOpen: () => void }) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: () => api.deliveries.retry(delivery.id),
    // The list may be older than the delivery: one that is being delivered (or was) meanwhile is not sent again.
    onSuccess: async (now) => {
      const what = `The delivery of ${delivery.memberName} to ${delivery.integrationName}`;
      if (now.status === 'delivering') toast({ description: `${what} is being made right now, so it is not sent a second time.`, type: 'info' });
      else if (now.status === 'delivered') toast({ description: `${what} is already done, so it is not sent again.`, type: 'info' });
      else toast({ description: `${what} is queued again.`, type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['deliveries'] });
    },
    onError: (error) => toast({ description: errorMessage(error), type: 'error' }),
  });
  const result = delivery.lastError ?? (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : '');

  return (
    <TableRow>
      <TableCell>
        <Link component="button" type="button" onClick={onOpen} aria-label={`Attempts of ${delivery.memberName} to ${delivery.integrationName}`}>
          {delivery.memberName}
        </Link>
      </TableCell>
      <TableCell>
        {delivery.integrationName}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {delivery.platform ?? delivery.integrationType}
        </Typography>
      </TableCell>
      <TableCell>
        <DeliveryStatusChip status={delivery.status} />
      </TableCell>
      <TableCell align="right">{delivery.attempts}</TableCell>
      <TableCell sx={{ maxWidth: 280 }}>
        <Typography variant="body2" noWrap title={result}>
          {result || '—'}
        </Typography>
        {delivery.nextAttemptAt && delivery.status === 'retrying' && (
          <Typography variant="caption" color="text.secondary">
            Next attempt {formatDateTime(delivery.nextAttemptAt)}
          </Typography>
        )}
      </TableCell>
      <TableCell>{formatDateTime(delivery.deliveredAt ?? delivery.createdAt)}</TableCell>
      <TableCell align="right">
        {RETRYABLE.includes(delivery.status) && (
          <Tooltip title="Retry now">
            <IconButton aria-label={`Retry delivery of ${delivery.memberName}`} size="small" onClick={() => mutate()} disabled={isPending}>
              <ReplayIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
};
