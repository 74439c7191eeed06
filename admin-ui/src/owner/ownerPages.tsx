import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PageHeading } from '../layout/PageHeader';

interface OwnerPageDefinition extends PageHeading {
  path: string;
  body?: ReactNode;
}

/**
 * Owner pages whose tools are not part of the product yet. Each states what it is for in the
 * header; as a tool arrives, its entry here gives way to its own resource folder.
 */
export const ownerPages: readonly OwnerPageDefinition[] = [
  {
    path: '/integrations',
    title: 'Email Integrations',
    subtitle: 'Send new members straight to your email marketing platform',
  },
  {
    path: '/sms-integrations',
    title: 'SMS Integrations',
    subtitle: 'Add new members to your SMS marketing platform',
  },
  {
    path: '/google-sheets',
    title: 'Google Sheets',
    subtitle: 'Keep a spreadsheet of every new member',
  },
  {
    path: '/analytics',
    title: 'Analytics',
    subtitle: 'See how your groups grow and how your automation performs',
    body: (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        Analytics coming soon
      </Typography>
    ),
  },
];
