import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../layout/Logo';

/** The bar above every public page: the logo home, and the page's own action on the right. */
export const PublicHeader = ({ action }: { action?: ReactNode }) => (
  <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
    <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
      <Box component={Link} to="/" aria-label="JoinFlow home" sx={{ textDecoration: 'none' }}>
        <Logo />
      </Box>
      {action}
    </Container>
  </Box>
);

/** A public page's frame: header, then the content on the app's background. */
export const PublicPage = ({ action, children }: { action?: ReactNode; children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
    <PublicHeader action={action} />
    <Box component="main">{children}</Box>
  </Box>
);
