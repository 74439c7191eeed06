import { Alert, Box, Button, Container, Grid, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Billing } from '@joinflow/rules/pricing';
import { useState } from 'react';
import { useAuthState } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/PageHeader';
import { api } from '../providers/api';
import { PlanCard } from '../public/PlanCard';
import { hasAnnualPrice, planChoicePath } from '../public/planDisplay';
import { PublicPage } from '../public/PublicHeader';

const SIGN_IN_URL = '/api/login';

const Headings = () => {
  const { data: content } = useQuery({ queryKey: ['content', 'page', 'order'], queryFn: () => api.content.getOrderPage(), retry: false });
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
        Choose Your Plan
      </Typography>
      {content ? (
        <>
          <Typography component="h2" variant="h6" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
            {content.mainHeading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {content.subtitle}
          </Typography>
        </>
      ) : (
        <Box sx={{ mt: 2 }}>
          <Skeleton width="60%" sx={{ mx: 'auto' }} />
          <Skeleton width="45%" sx={{ mx: 'auto' }} />
        </Box>
      )}
    </Box>
  );
};

/** The public plan page; a signed-in owner's choice opens the owner checkout instead of the order steps. */
export const OrderPage = () => {
  useDocumentTitle('Choose Your Plan');
  const [billing, setBilling] = useState<Billing>('monthly');
  const { authenticated } = useAuthState();
  const { data: plans, isError } = useQuery({ queryKey: ['pricing'], queryFn: () => api.plans.list(), retry: false });
  const offersAnnual = plans?.some(hasAnnualPrice) ?? false;

  return (
    <PublicPage
      action={
        authenticated ? (
          <Button component={Link} to="/" variant="outlined">
            Dashboard
          </Button>
        ) : (
          <Button href={SIGN_IN_URL} variant="outlined">
            Login
          </Button>
        )
      }
    >
      <Box
        sx={{
          background: 'radial-gradient(1000px 420px at 50% -10%, rgba(129,140,248,0.30), transparent 70%)',
          pt: { xs: 6, md: 10 },
          pb: { xs: 8, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Headings />
          {offersAnnual && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <ToggleButtonGroup
                exclusive
                color="primary"
                value={billing}
                onChange={(_event, value: Billing | null) => value && setBilling(value)}
                aria-label="Billing"
                sx={{ bgcolor: 'background.paper' }}
              >
                <ToggleButton value="monthly" sx={{ px: 3 }}>
                  Monthly
                </ToggleButton>
                <ToggleButton value="annual" sx={{ px: 3 }}>
                  Annual (save up to 20%)
                </ToggleButton>
              </ToggleButtonGroup>
            </Box>
          )}
          {/* The toggle's room is kept while the plans load, so the cards do not move down when it appears. */}
          {!plans && !isError && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
              <Skeleton variant="rounded" width={340} height={48} aria-hidden data-testid="billing-toggle-room" />
            </Box>
          )}
          {isError && (
            <Alert severity="error" sx={{ mt: 6, maxWidth: 560, mx: 'auto' }}>
              The plans could not be loaded. Please refresh the page.
            </Alert>
          )}
          <Grid container spacing={3} sx={{ mt: 6, justifyContent: 'center' }}>
            {plans
              ? plans.map((plan) => (
                  <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <PlanCard plan={plan} billing={billing} choosePath={planChoicePath(plan, billing, Boolean(authenticated))} />
                  </Grid>
                ))
              : !isError &&
                [0, 1, 2].map((placeholder) => (
                  <Grid key={placeholder} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Skeleton variant="rounded" height={420} aria-label="Loading plan" />
                  </Grid>
                ))}
          </Grid>
        </Container>
      </Box>
    </PublicPage>
  );
};
