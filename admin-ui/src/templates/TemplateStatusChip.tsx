import { Chip } from '@mui/material';
import type { MessageTemplate } from './types';

export const TemplateStatusChip = ({ template }: { template: MessageTemplate }) =>
  template.isApproved ? (
    <Chip size="small" label="Approved" sx={{ bgcolor: '#dcfce7', color: '#166534', fontWeight: 600 }} />
  ) : (
    <Chip size="small" label="Pending Approval" sx={{ bgcolor: '#fef9c3', color: '#854d0e', fontWeight: 600 }} />
  );
