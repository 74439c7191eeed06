import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeader, type PageHeading } from '../layout/PageHeader';

interface OwnerPageProps extends PageHeading {
  children?: ReactNode;
}

export const OwnerPage = ({ title, subtitle, children }: OwnerPageProps) => (
  <Box sx={{ py: 2, px: { xs: 1, sm: 2 } }}>
    <PageHeader title={title} subtitle={subtitle} />
    {children}
  </Box>
);
