import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fullPageCentred } from '../layout/fullPageCentred';
import { Logo } from '../layout/Logo';
import { useDocumentTitle } from '../layout/PageHeader';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card shared by sign-in, sign-up and password pages. */
export const AuthLayout = ({ title, subtitle, children }: AuthLayoutProps) => {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        ...fullPageCentred,
        px: 2,
        py: 6,
        background: [
          'radial-gradient(900px 400px at 0% 0%, rgba(129,140,248,0.25), transparent 60%)',
          'radial-gradient(700px 400px at 100% 100%, rgba(14,165,233,0.18), transparent 60%)',
        ].join(', '),
      }}
    >
      <MuiLink component={Link} to="/" underline="none" aria-label="JoinFlow home" sx={{ mb: 3 }}>
        <Logo size={34} />
      </MuiLink>
      <Card
        component="main"
        sx={{ width: '100%', maxWidth: 440, borderRadius: 4, boxShadow: '0 24px 48px -24px rgba(15,23,42,0.25)' }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </CardContent>
      </Card>
    </Box>
  );
};
