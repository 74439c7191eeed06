import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Logo } from '../layout/Logo';
import { useDocumentTitle } from '../layout/PageHeader';

/** The public plan page. Plan cards and checkout belong to subscriptions; until then it leads to sign-in. */
export const OrderPage = () => {
  useDocumentTitle('Choose Your Plan');
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container
          maxWidth="lg"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}
        >
          <Box component={Link} to="/" aria-label="JoinFlow home" sx={{ textDecoration: 'none' }}>
            <Logo />
          </Box>
          <Button href="/api/login" variant="outlined">
            Login
          </Button>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography component="h1" variant="h3">
          Choose Your Plan
        </Typography>
        <Typography variant="h6" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
          Choose a plan that&apos;s perfect for you.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Every plan starts with a 7-day free trial. Sign in to start yours.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 5, justifyContent: 'center' }}>
          <Button href="/api/login" variant="contained" size="large">
            Start Free Trial
          </Button>
          <Button component={Link} to="/" variant="outlined" size="large">
            Back to home
          </Button>
        </Stack>
      </Container>
    </Box>
  );
};
