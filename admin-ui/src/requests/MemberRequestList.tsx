import { Box, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateInput, List, SearchInput, SelectInput, TopToolbar, useRecordContext } from 'react-admin';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { NameAvatar } from '../common/NameAvatar';
import { formatDateTime, timeAgo } from '../common/time';
import { PageHeader } from '../layout/PageHeader';
import { BulkDecisionButtons } from './BulkDecisionButtons';
import { DeliveryChips } from './DeliveryChips';
import { ExportCsvButton } from './ExportCsvButton';
import { GroupFilterInput } from './GroupFilterInput';
import { FiltersDrawerButton, MemberRequestCards } from './MemberRequestCards';
import { MemberRequestDrawer } from './MemberRequestDrawer';
import { RequestEmpty } from './RequestEmpty';
import { RequestStatusChip, STATUS_CHOICES } from './RequestStatusChip';
import type { MemberRequest } from './types';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search name or email" alwaysOn />,
  <GroupFilterInput key="groupId" source="groupId" label="Group" alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

const MemberCell = () => {
  const request = useRecordContext<MemberRequest>();
  if (!request) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <NameAvatar name={request.name} imageUrl={request.profileImageUrl} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {request.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {request.email ?? 'No email'}
        </Typography>
      </Box>
    </Stack>
  );
};

const StatusCell = () => {
  const request = useRecordContext<MemberRequest>();
  return request ? <RequestStatusChip status={request.status} decidedBy={request.decidedBy} /> : null;
};

const DeliveriesCell = () => {
  const request = useRecordContext<MemberRequest>();
  return <DeliveryChips deliveries={request?.deliveries} />;
};

const ReasonsCell = () => {
  const request = useRecordContext<MemberRequest>();
  if (!request?.reasons.length) return null;
  const [first, ...others] = request.reasons;
  return (
    <Tooltip title={request.reasons.join(' · ')}>
      <Typography variant="body2" sx={{ maxWidth: 320 }}>
        {first}
        {others.length > 0 && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` +${others.length} more`}
          </Typography>
        )}
      </Typography>
    </Tooltip>
  );
};

const RequestedCell = () => {
  const request = useRecordContext<MemberRequest>();
  if (!request) return null;
  return (
    <Tooltip title={formatDateTime(request.createdAt)}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {timeAgo(request.createdAt)}
      </Typography>
    </Tooltip>
  );
};

export const MemberRequestList = () => {
  const navigate = useNavigate();
  const { search } = useLocation();
  // The list stays mounted under the drawer, so closing it keeps the filters, page and selection.
  const detail = useMatch('/member-requests/:id');
  // On a phone the table would be three screens wide: cards instead, and the filters behind a button.
  // Read at once (noSsr): a phone never draws the desktop table for a frame before its cards.
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const noMatches = (
    <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
      No member requests match these filters.
    </Typography>
  );

  return (
    <>
      <PageHeader title="Member Requests" subtitle="Review join requests and the decisions made on them" />
      <List<MemberRequest>
        resource="member-requests"
        title="Member Requests"
        filters={isPhone ? undefined : filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={
          <TopToolbar>
            {isPhone && <FiltersDrawerButton filters={filters} />}
            <ExportCsvButton />
          </TopToolbar>
        }
        empty={<RequestEmpty />}
      >
        {isPhone ? (
          <MemberRequestCards empty={noMatches} />
        ) : (
          <DataTable
            rowClick={(id) => `/member-requests/${id}${search}`}
            bulkActionButtons={<BulkDecisionButtons />}
            empty={noMatches}
          >
            <DataTable.Col source="name" label="Member">
              <MemberCell />
            </DataTable.Col>
            <DataTable.Col source="groupName" label="Group" disableSort />
            <DataTable.Col source="status" label="Status">
              <StatusCell />
            </DataTable.Col>
            <DataTable.Col source="deliveries" label="Sent to" disableSort>
              <DeliveriesCell />
            </DataTable.Col>
            <DataTable.Col source="reasons" label="Reasons" disableSort>
              <ReasonsCell />
            </DataTable.Col>
            <DataTable.Col source="createdAt" label="Requested">
              <RequestedCell />
            </DataTable.Col>
          </DataTable>
        )}
      </List>
      <MemberRequestDrawer
        id={detail?.params.id}
        onClose={() => navigate({ pathname: '/member-requests', search })}
      />
    </>
  );
};
