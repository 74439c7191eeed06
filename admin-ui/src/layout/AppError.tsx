import ErrorIcon from '@mui/icons-material/ErrorOutline';
import HistoryIcon from '@mui/icons-material/History';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { removeOwnerShell } from '../prerender/ownerShellElement';

/**
 * Whether an error is the browser failing to fetch a part of the app: the connection dropped, or a
 * newer release replaced the file. Each browser words it its own way.
 */
export function isPartOfTheAppMissing(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    error.message,
  );
}

export interface AppErrorProps {
  error: Error;
  /** Given where react-admin's outermost boundary shows the error: forgotten once the owner goes elsewhere. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-admin's own type for it
  resetErrorBoundary?: (...args: any[]) => void;
}

/**
 * What shows when a page fails: in place of the page inside the owner's frame, or of the whole app.
 * A part of the app that could not be fetched says so and offers to reload; anything else says that
 * something went wrong and offers the way back. Either way the owner's prerendered frame, which would
 * otherwise hide it, is taken away.
 */
export const AppError = ({ error, resetErrorBoundary }: AppErrorProps) => {
  useResetErrorBoundaryOnLocationChange(useCallback(() => resetErrorBoundary?.(), [resetErrorBoundary]));
  useEffect(() => removeOwnerShell(), []);
  const missing = isPartOfTheAppMissing(error);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: 8 }}>
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'center', textAlign: 'center' }}>
        <ErrorIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" role="alert" sx={{ fontWeight: 700 }}>
          {missing ? 'This page did not load' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary">
          {missing
            ? 'Part of JoinFlow could not be fetched, perhaps because the connection dropped or JoinFlow was just updated. Check your connection, then reload the page.'
            : "A client error occurred and your request couldn't be completed."}
        </Typography>
        {missing ? (
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={() => location.reload()}>
            Reload
          </Button>
        ) : (
          <Button variant="contained" startIcon={<HistoryIcon />} onClick={() => history.back()}>
            Go Back
          </Button>
        )}
      </Stack>
    </Box>
  );
};
