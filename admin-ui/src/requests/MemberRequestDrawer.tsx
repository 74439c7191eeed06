import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Button,
  Chip,
  Divider,
  Drawer,
  IconButton,
  Link,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useGetOne } from 'react-admin';
import { NameAvatar } from '../common/NameAvatar';
import { formatDateTime } from '../common/time';
import { errorMessage } from '../providers/apiErrors';
import { decidedByLabel } from './decidedBy';
import { DeliveryChips } from './DeliveryChips';
import { RequestStatusChip } from './RequestStatusChip';
import type { ManualDecision, MemberRequest, MemberRequestDetail, RuleDecision } from './types';
import { useDecideRequest } from './useDecideRequest';

const RULE_DECISIONS: Record<RuleDecision, string> = {
  approve: 'Approve',
  decline: 'Decline',
  review: 'Review by hand',
};

const ACTION_LABELS: Record<string, string> = {
  approve: 'Approve on Facebook',
  decline: 'Decline on Facebook',
  welcome_message: 'Send welcome message',
  welcome_tag: 'Tag in welcome post',
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ py: 2 }}>
    <Typography component="h3" variant="overline" color="text.secondary" sx={{ lineHeight: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" sx={{ width: 150, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

const yesNo = (value: boolean | null) => (value === null ? 'Not shown' : value ? 'Yes' : 'No');

const DecisionButtons = ({ request }: { request: MemberRequest }) => {
  const [reason, setReason] = useState('');
  const { mutate, isPending, variables } = useDecideRequest(request, () => setReason(''));
  const decide = (action: ManualDecision) => mutate({ action, reason: reason.trim() || undefined });

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Reason (optional)"
        size="small"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          color="success"
          onClick={() => decide('approve')}
          disabled={isPending || request.status === 'approved'}
        >
          {isPending && variables?.action === 'approve' ? 'Approving…' : 'Approve'}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => decide('decline')}
          disabled={isPending || request.status === 'declined'}
        >
          {isPending && variables?.action === 'decline' ? 'Declining…' : 'Decline'}
        </Button>
      </Stack>
    </Stack>
  );
};

const RequestFacts = ({ request }: { request: MemberRequestDetail }) => (
  <>
    <Section title="Answers">
      {request.answers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No membership questions were answered.
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {request.answers.map(({ question, answer }, index) => (
            <Box key={index}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {question}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {answer || '—'}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
    <Divider />

    <Section title="Member">
      <Fact label="Email">{request.email ?? 'Not found in the answers'}</Fact>
      <Fact label="Phone">{request.phone ?? 'Not found in the answers'}</Fact>
      <Fact label="Agreed to group rules">{yesNo(request.agreedToRules)}</Fact>
      <Fact label="Joined Facebook">{request.joinedFacebookAt ?? 'Not shown'}</Fact>
      <Fact label="Lives in">{request.livesIn ?? 'Not shown'}</Fact>
      <Fact label="Groups in common">{request.groupsInCommon ?? 'Not shown'}</Fact>
      <Fact label="Invited by">{request.invitedBy ?? 'Nobody'}</Fact>
      <Fact label="Requested">{formatDateTime(request.requestedAt ?? request.createdAt)}</Fact>
      {request.profileUrl && (
        <Fact label="Profile">
          <Link
            href={request.profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            Open on Facebook <OpenInNewIcon sx={{ fontSize: 14 }} />
          </Link>
        </Fact>
      )}
    </Section>

    {(request.welcomeMessage || request.pendingActions.length > 0) && <Divider />}
    {request.welcomeMessage && (
      <Section title="Welcome message">
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
          {request.welcomeMessage}
        </Typography>
      </Section>
    )}
    {request.pendingActions.length > 0 && (
      <Section title="Waiting for the Chrome extension">
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {request.pendingActions.map((action) => (
            <Chip key={action.id} size="small" variant="outlined" label={`${ACTION_LABELS[action.type] ?? action.type} · ${action.status}`} />
          ))}
        </Stack>
      </Section>
    )}
  </>
);

/**
 * The list's row for a request already shown; the rest arrives a moment later. The row carries the
 * answers too (for the phone's cards), so only what the list never sends tells the two apart.
 */
const isDetail = (request: MemberRequest | MemberRequestDetail): request is MemberRequestDetail =>
  Array.isArray((request as Partial<MemberRequestDetail>).pendingActions);

const RequestDetail = ({ request }: { request: MemberRequest | MemberRequestDetail }) => (
  <>
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <NameAvatar name={request.name} imageUrl={request.profileImageUrl} size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="request-drawer-title" component="h2" variant="h6">
          {request.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {request.groupName}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <RequestStatusChip status={request.status} decidedBy={request.decidedBy} />
        </Box>
      </Box>
    </Stack>

    <Section title="Decision">
      <Fact label="Rules said">{RULE_DECISIONS[request.decision]}</Fact>
      <Fact label="Decided by">{decidedByLabel(request.decidedBy)}</Fact>
      {request.decidedAt && <Fact label="Decided at">{formatDateTime(request.decidedAt)}</Fact>}
      {isDetail(request) && request.ownerReason && <Fact label="Reason given">{request.ownerReason}</Fact>}
      {request.reasons.length > 0 && (
        <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
          {request.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <DecisionButtons request={request} />
      </Box>
    </Section>
    {request.deliveries && request.deliveries.length > 0 && (
      <Section title="Sent to">
        <DeliveryChips deliveries={request.deliveries} />
      </Section>
    )}
    <Divider />
    {isDetail(request) ? (
      <RequestFacts request={request} />
    ) : (
      <Stack spacing={1} sx={{ py: 2 }} aria-busy>
        <Skeleton width="40%" />
        <Skeleton height={96} />
      </Stack>
    )}
  </>
);

const DrawerBody = ({ id }: { id: string }) => {
  const { data, isPending, error } = useGetOne<MemberRequest | MemberRequestDetail>('member-requests', { id: Number(id) });
  if (error) return <Alert severity="error">This request could not be loaded. {errorMessage(error)}</Alert>;
  if (isPending) {
    return (
      <Stack spacing={1}>
        <Skeleton variant="circular" width={56} height={56} />
        <Skeleton width="50%" />
        <Skeleton height={120} />
      </Stack>
    );
  }
  return <RequestDetail request={data} />;
};

/** One request in full beside the list: answers, what the rules said and why, and a decision by hand. */
export const MemberRequestDrawer = ({ id, onClose }: { id: string | undefined; onClose: () => void }) => (
  <Drawer
    anchor="right"
    open={id !== undefined}
    onClose={onClose}
    slotProps={{
      paper: { sx: { width: { xs: '100%', sm: 480 }, p: 3 }, role: 'dialog', 'aria-labelledby': 'request-drawer-title' },
    }}
  >
    <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 12, right: 12 }}>
      <CloseIcon />
    </IconButton>
    {id !== undefined && <DrawerBody id={id} />}
  </Drawer>
);
