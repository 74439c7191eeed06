import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a record's show page, laid out in a `<Grid container>`. */
export const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div" sx={{ fontWeight: 500 }}>
      {children}
    </Typography>
  </Grid>
);
