import { Chip } from '@mui/material';
import type { RuleDecision } from '../requests/types';

const DECISIONS: Record<RuleDecision, { label: string; bgcolor: string; color: string }> = {
  approve: { label: 'Approve', bgcolor: '#dcfce7', color: '#166534' },
  decline: { label: 'Decline', bgcolor: '#fee2e2', color: '#991b1b' },
  review: { label: 'Review', bgcolor: '#fef9c3', color: '#854d0e' },
};

export const DecisionChip = ({ decision }: { decision: RuleDecision }) => {
  const { label, ...colors } = DECISIONS[decision];
  return <Chip size="small" label={label} sx={{ ...colors, fontWeight: 600 }} />;
};
