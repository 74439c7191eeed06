import { Alert, Card, Chip, Link, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AdminPage } from './AdminLayout';
import type { IntegrationRequest } from '@joinflow/sdk/browser';
import { api } from '../providers/api';

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

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const RequestRow = ({ request }: { request: IntegrationRequest }) => (
  <TableRow>
    <TableCell>
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
    </TableCell>
    <TableCell>{request.category}</TableCell>
    <TableCell>
      {request.urgency ? <Chip size="small" label={request.urgency} color={URGENCY_COLOURS[request.urgency] ?? 'default'} /> : '—'}
    </TableCell>
    <TableCell>{request.estimatedUsers ? (ESTIMATED_USERS[request.estimatedUsers] ?? request.estimatedUsers) : '—'}</TableCell>
    <TableCell sx={{ maxWidth: 360 }}>
      {request.useCase && <Typography variant="body2">{request.useCase}</Typography>}
      {request.description && (
        <Typography variant="body2" color="text.secondary">
          {request.description}
        </Typography>
      )}
    </TableCell>
    <TableCell>{request.requesterEmail ?? '—'}</TableCell>
    <TableCell>{day(request.createdAt)}</TableCell>
  </TableRow>
);

/** /admin/integration-requests: the platforms owners asked for, newest first. */
export const IntegrationRequestsPage = () => {
  const { data, isPending, isError } = useQuery({
    queryKey: ['admin', 'integration-requests'],
    queryFn: () => api.admin.integrationRequests(),
    retry: false,
  });
  return (
    <AdminPage title="Integration Requests" subtitle="Platforms owners asked JoinFlow to support">
      {isError && <Alert severity="error">The requests could not be loaded.</Alert>}
      <Card sx={{ borderRadius: 3 }}>
        <Table aria-label="Integration requests">
          <TableHead>
            <TableRow>
              <TableCell>Platform</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Urgency</TableCell>
              <TableCell>Users</TableCell>
              <TableCell>Use case</TableCell>
              <TableCell>Requested by</TableCell>
              <TableCell>Date</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending &&
              [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  <TableCell colSpan={7}>
                    <Skeleton />
                  </TableCell>
                </TableRow>
              ))}
            {data?.map((request) => <RequestRow key={request.id} request={request} />)}
            {data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">No integration requests yet.</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </AdminPage>
  );
};
