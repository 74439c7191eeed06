import { Skeleton, Stack } from '@mui/material';

/** The spec's loading rows for integration lists. */
export const IntegrationRowsSkeleton = ({ rows = 3 }: { rows?: number }) => (
  <Stack spacing={1.5} aria-label="Loading integrations" role="progressbar">
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} variant="rounded" height={64} />
    ))}
  </Stack>
);
