import ReplayIcon from '@mui/icons-material/Replay';
import { IconButton, Link, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, SelectInput, useListContext, useRecordContext, useRefresh } from 'react-admin';
import { formatDateTime } from '../common/time';
import { useToast } from '../common/useToast';
import { OwnerPage } from '../owner/OwnerPage';
import { api } from '../providers/api';
import { errorMessage } from '../providers/apiErrors';
import { AttemptLogDialog } from './AttemptLogDialog';
import { DeliveryStatusChip, RETRYABLE } from './DeliveryStatusChip';
import type { Delivery, DeliveryStatus } from './types';

const STATUSES: DeliveryStatus[] = ['queued', 'delivering', 'delivered', 'retrying', 'failed', 'skipped'];

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="Status"
    emptyText="All statuses"
    choices={STATUSES.map((status) => ({ id: status, name: status }))}
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
];

const NoDeliveries = () => (
  <Typography color="text.secondary" sx={{ py: 5, textAlign: 'center' }}>
    No deliveries yet
  </Typography>
);

/** The member's name opens every attempt made at the delivery. */
const MemberCell = ({ onOpen }: { onOpen: (delivery: Delivery) => void }) => {
  const delivery = useRecordContext<Delivery>();
  if (!delivery) return null;
  return (
    <Link component="button" type="button" onClick={() => onOpen(delivery)} aria-label={`Attempts of ${delivery.memberName} to ${delivery.integrationName}`}>
      {delivery.memberName}
    </Link>
  );
};

const LastResult = () => {
  const delivery = useRecordContext<Delivery>();
  if (!delivery) return null;
  const result = delivery.lastError ?? (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : '');
  return (
    <>
      <Typography variant="body2" noWrap title={result} sx={{ maxWidth: 280 }}>
        {result || '—'}
      </Typography>
      {delivery.nextAttemptAt && delivery.status === 'retrying' && (
        <Typography variant="caption" color="text.secondary">
          Next attempt {formatDateTime(delivery.nextAttemptAt)}
        </Typography>
      )}
    </>
  );
};

const RetryButton = () => {
  const delivery = useRecordContext<Delivery>();
  const toast = useToast();
  const refresh = useRefresh();
  const [retrying, setRetrying] = useState(false);
  if (!delivery || !RETRYABLE.includes(delivery.status)) return null;

  // The list may be older than the delivery: one that is being delivered (or was) meanwhile is not sent again.
  const retry = async () => {
    setRetrying(true);
    try {
      const now = await api.deliveries.retry(delivery.id);
      const what = `The delivery of ${delivery.memberName} to ${delivery.integrationName}`;
      if (now.status === 'delivering') toast({ description: `${what} is being made right now, so it is not sent a second time.`, type: 'info' });
      else if (now.status === 'delivered') toast({ description: `${what} is already done, so it is not sent again.`, type: 'info' });
      else toast({ description: `${what} is queued again.`, type: 'success' });
      refresh();
    } catch (error) {
      toast({ description: errorMessage(error), type: 'error' });
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Tooltip title="Retry now">
      <IconButton aria-label={`Retry delivery of ${delivery.memberName}`} size="small" onClick={retry} disabled={retrying}>
        <ReplayIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const IntegrationFilterNote = () => {
  const { filterValues, setFilters } = useListContext();
  if (!filterValues.integrationId) return null;
  const { integrationId: _one, ...others } = filterValues;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      One integration only ·{' '}
      <Link component="button" type="button" onClick={() => setFilters(others)}>
        show all
      </Link>
    </Typography>
  );
};

/** /deliveries: every member sent to an integration, newest first, each retried from its row. */
export const DeliveryList = () => {
  const [opened, setOpened] = useState<Delivery | null>(null);
  return (
    <OwnerPage title="Deliveries" subtitle="Every member sent to your integrations, and how each attempt went">
      <List<Delivery> resource="deliveries" title={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={false}>
        <IntegrationFilterNote />
        <DataTable rowClick={false} bulkActionButtons={false} empty={<NoDeliveries />}>
          <DataTable.Col source="memberName" label="Member" disableSort>
            <MemberCell onOpen={setOpened} />
          </DataTable.Col>
          <DataTable.Col
            source="integrationName"
            label="Integration"
            disableSort
            render={(delivery: Delivery) => (
              <>
                {delivery.integrationName}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {delivery.platform ?? delivery.integrationType}
                </Typography>
              </>
            )}
          />
          <DataTable.Col source="status" label="Status" disableSort render={(delivery: Delivery) => <DeliveryStatusChip status={delivery.status} />} />
          <DataTable.NumberCol source="attempts" label="Attempts" disableSort />
          <DataTable.Col label="Last result">
            <LastResult />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label="When" render={(delivery: Delivery) => formatDateTime(delivery.deliveredAt ?? delivery.createdAt)} />
          <DataTable.Col label="" align="right">
            <RetryButton />
          </DataTable.Col>
        </DataTable>
      </List>
      <AttemptLogDialog delivery={opened} onClose={() => setOpened(null)} />
    </OwnerPage>
  );
};
