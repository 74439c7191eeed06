import { Chip } from '@mui/material';

export type Tone = 'green' | 'yellow' | 'red' | 'grey' | 'blue';

const TONES: Record<Tone, { bgcolor: string; color: string }> = {
  green: { bgcolor: '#dcfce7', color: '#166534' },
  yellow: { bgcolor: '#fef9c3', color: '#854d0e' },
  red: { bgcolor: '#fee2e2', color: '#991b1b' },
  grey: { bgcolor: '#e2e8f0', color: '#334155' },
  blue: { bgcolor: '#e0e7ff', color: '#3730a3' },
};

export interface StatusLabel {
  label: string;
  tone: Tone;
}

/** A status in words and colour; an unknown status shows as it is, in grey. */
export const StatusChip = ({ status, labels }: { status: string; labels: Record<string, StatusLabel> }) => {
  const { label, tone } = labels[status] ?? { label: status, tone: 'grey' };
  return <Chip size="small" label={label} data-tone={tone} sx={{ ...TONES[tone], fontWeight: 600 }} />;
};

/** The choices of a status filter, in the labels' order. */
export function statusChoices(labels: Record<string, StatusLabel>) {
  return Object.entries(labels).map(([id, { label }]) => ({ id, name: label }));
}
