import CloseIcon from '@mui/icons-material/Close';
import { Box, Card, CardContent, Container, Grid, IconButton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicPage } from './PublicHeader';

interface CheckoutFrameProps {
  title: string;
  step: string;
  summary: ReactNode;
  children: ReactNode;
}

/** The order steps' layout: the form on the left, the order summary beside it, a close button back to the plans. */
export const CheckoutFrame = ({ title, step, summary, children }: CheckoutFrameProps) => {
  const navigate = useNavigate();
  return (
    <PublicPage>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ borderRadius: 3 }}>
              <CardContent sx={{ p: { xs: 3, md: 4 } }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
                  <Box>
                    <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
                      {step}
                    </Typography>
                    <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
                      {title}
                    </Typography>
                  </Box>
                  <IconButton aria-label="Close" onClick={() => navigate('/order')}>
                    <CloseIcon />
                  </IconButton>
                </Stack>
                {children}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>{summary}</Grid>
        </Grid>
      </Container>
    </PublicPage>
  );
};
