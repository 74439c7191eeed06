import { Chip, Link, Typography } from '@mui/material';
import type { IntegrationRequest } from '@joinflow/sdk/browser';
import { DataTable, DateField, List, useRecordContext } from 'react-admin';
import { AdminPage } from '../admin/AdminLayout';

const URGENCY_COLOURS: Record<string, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

const ESTIMATED_USERS: Record<string, string> = {
  'just-me': 'Just me',
  'few': '2-10',
  'many': '10-100',
  'lots': '100+',
};

const Platform = () => {
  const request = useRecordContext<IntegrationRequest>();
  if (!request) return null;
  return (
    <>
      <Link href={request.platformUrl} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
        {request.platformName}
      </Link>
      {request.apiDocumentation && (
        <Typography variant="body2">
          <Link href={request.apiDocumentation} target="_blank" rel="noopener noreferrer">
            API documentation
          </Link>
        </Typography>
      )}
    </>
  );
};

const UseCase = () => {
  const request = useRecordContext<IntegrationRequest>();
  if (!request) return null;
  return (
    <>
      {request.useCase && <Typography variant="body2">{request.useCase}</Typography>}
      {request.description && (
        <Typography variant="body2" color="text.secondary">
          {request.description}
        </Typography>
      )}
    </>
  );
};

const NoRequests = () => <Typography color="text.secondary" sx={{ p: 2 }}>No integration requests yet.</Typography>;

/** /admin/integration-requests: the platforms owners asked for, newest first, as the API lists them. */
export const IntegrationRequestList = () => (
  <AdminPage title="Integration Requests" subtitle="Platforms owners asked JoinFlow to support">
    <List<IntegrationRequest> resource="integration-requests" title={false} pagination={false} empty={false}>
      <DataTable rowClick={false} bulkActionButtons={false} empty={<NoRequests />}>
        <DataTable.Col source="platformName" label="Platform" disableSort>
          <Platform />
        </DataTable.Col>
        <DataTable.Col source="category" label="Category" disableSort />
        <DataTable.Col
          source="urgency"
          label="Urgency"
          disableSort
          render={(request: IntegrationRequest) =>
            request.urgency ? <Chip size="small" label={request.urgency} color={URGENCY_COLOURS[request.urgency] ?? 'default'} /> : '—'
          }
        />
        <DataTable.Col
          source="estimatedUsers"
          label="Users"
          disableSort
          render={(request: IntegrationRequest) => (request.estimatedUsers ? (ESTIMATED_USERS[request.estimatedUsers] ?? request.estimatedUsers) : '—')}
        />
        <DataTable.Col label="Use case" sx={{ maxWidth: 360 }}>
          <UseCase />
        </DataTable.Col>
        <DataTable.Col source="requesterEmail" label="Requested by" disableSort render={(request: IntegrationRequest) => request.requesterEmail ?? '—'} />
        <DataTable.Col source="createdAt" label="Date" disableSort>
          <DateField source="createdAt" options={{ year: 'numeric', month: 'short', day: 'numeric' }} />
        </DataTable.Col>
      </DataTable>
    </List>
  </AdminPage>
);
