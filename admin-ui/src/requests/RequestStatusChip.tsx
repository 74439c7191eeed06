import { Chip } from '@mui/material';
import type { DecidedBy, RequestStatus } from './types';

type Tone = 'green' | 'yellow' | 'red';

interface StatusLabel {
  label: string;
  tone: Tone;
}

const TONES: Record<Tone, { bgcolor: string; color: string }> = {
  green: { bgcolor: '#dcfce7', color: '#166534' },
  yellow: { bgcolor: '#fef9c3', color: '#854d0e' },
  red: { bgcolor: '#fee2e2', color: '#991b1b' },
};

/** Approved by the rules reads Auto-Approved; by a person, Approved; anything not approved or pending is Denied. */
export function requestStatusLabel(status: RequestStatus, decidedBy?: DecidedBy | null): StatusLabel {
  if (status === 'approved') return { label: decidedBy === 'rules' ? 'Auto-Approved' : 'Approved', tone: 'green' };
  if (status === 'pending') return { label: 'Pending Review', tone: 'yellow' };
  return { label: 'Denied', tone: 'red' };
}

export const RequestStatusChip = ({ status, decidedBy }: { status: RequestStatus; decidedBy?: DecidedBy | null }) => {
  const { label, tone } = requestStatusLabel(status, decidedBy);
  return (
    <Chip size="small" label={label} data-tone={tone} sx={{ ...TONES[tone], fontWeight: 600 }} />
  );
};

export const STATUS_CHOICES: { id: RequestStatus; name: string }[] = [
  { id: 'pending', name: 'Pending Review' },
  { id: 'approved', name: 'Approved' },
  { id: 'declined', name: 'Denied' },
];
