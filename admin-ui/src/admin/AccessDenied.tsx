import { Alert, AlertTitle, Box } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export const ACCESS_DENIED_REDIRECT_DELAY_MS = 2000;

/** The spec's refusal: say why, then move on after two seconds. */
export const AccessDenied = ({ message, redirectTo }: { message: string; redirectTo: string }) => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(redirectTo), ACCESS_DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirectTo]);
  return (
    <Box sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error">
        <AlertTitle>Access Denied</AlertTitle>
        {message}
      </Alert>
    </Box>
  );
};
