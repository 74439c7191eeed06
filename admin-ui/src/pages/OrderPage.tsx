import { Alert, Box, Button, Container, Grid, Skeleton, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Billing } from '@joinflow/rules/pricing';
import { useState } from 'react';
import { useAuthState } from 'react-admin';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../layout/PageHeader';
import { api } from '../providers/api';
import { PlanCard, PlanCardPlaceholder } from '../public/PlanCard';
import { hasAnnualPrice, planChoicePath } from '../public/planDisplay';
import { PublicPage } from '../public/PublicHeader';

const SIGN_IN_URL = '/api/login';
/** The billing toggle's height, kept as its room while the plans load. */
const TOGGLE_HEIGHT = 48;

/**
 * The headings' room, the same while they load as once shown: two lines each on a phone, one on
 * wider screens, so the default headings replace their placeholders without moving what is below.
 */
const mainHeadingRoom = { mt: 2, fontWeight: 400, minHeight: { xs: '3.2em', sm: '1.6em' } } as const;
const subtitleRoom = { mt: 1, minHeight: { xs: '3em', sm: '1.5em' } } as const;

const Headings = () => {
  const { data: content } = useQuery({ queryKey: ['content', 'page', 'order'], queryFn: () => api.content.getOrderPage(), retry: false });
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h3" sx={{ fontSize: { xs: '2.2rem', md: '3rem' } }}>
        Choose Your Plan
      </Typography>
      {content ? (
        <>
          <Typography component="h2" variant="h6" color="text.secondary" sx={mainHeadingRoom}>
            {content.mainHeading}
          </Typography>
          <Typography color="text.secondary" sx={subtitleRoom}>
            {content.subtitle}
          </Typography>
        </>
      ) : (
        <Box aria-hidden>
          <Typography component="div" variant="h6" sx={mainHeadingRoom}>
            <Skeleton width="60%" sx={{ mx: 'auto' }} />
            <Skeleton width="25%" sx={{ mx: 'auto', display: { sm: 'none' } }} />
          </Typography>
          <Typography component="div" sx={subtitleRoom}>
            <Skeleton width="45%" sx={{ mx: 'auto' }} />
            <Skeleton width="20%" sx={{ mx: 'auto', display: { sm: 'none' } }} />
          </Typography>
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
          {/*
            The toggle's room is kept whatever the plans say, so the cards never move when they arrive.
            The toggle is there from the start (the usual plans have yearly prices), so a visitor can
            choose before the plans have loaded; it goes only if none of them has a yearly price.
          */}
          {!isError && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4, minHeight: TOGGLE_HEIGHT }} data-testid="billing-toggle-room">
              {(!plans || offersAnnual) && (
                <ToggleButtonGroup
                  exclusive
                  color="primary"
                  value={billing}
                  onChange={(_event, value: Billing | null) => value && setBilling(value)}
                  aria-label="Billing"
                  sx={{ bgcolor: 'background.paper', height: TOGGLE_HEIGHT }}
                >
                  <ToggleButton value="monthly" sx={{ px: 3 }}>
                    Monthly
                  </ToggleButton>
                  <ToggleButton value="annual" sx={{ px: 3 }}>
                    Annual (save up to 20%)
                  </ToggleButton>
                </ToggleButtonGroup>
              )}
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
                ['first', 'second', 'third'].map((placeholder) => (
                  <Grid key={`placeholder-${placeholder}`} size={{ xs: 12, sm: 6, md: 4 }}>
                    <PlanCardPlaceholder />
                  </Grid>
                ))}
          </Grid>
        </Container>
      </Box>
    </PublicPage>
  );
};
