import { Alert, AlertTitle, Box, CircularProgress } from '@mui/material';
import { useEffect } from 'react';
import { useCanAccess } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { OwnerPage } from './OwnerPage';

const ACCESS_DENIED_REDIRECT_DELAY_MS = 2000;

const AccessDenied = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/'), ACCESS_DENIED_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Box sx={{ p: 3 }}>
      <Alert severity="error">
        <AlertTitle>Access Denied</AlertTitle>
        You don&apos;t have permission to access this page.
      </Alert>
    </Box>
  );
};

/** The super admin panel; its Page Content and Pricing Plans tabs belong to the plans and pricing tools. */
export const SuperAdminPage = () => {
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource: 'super-admin' });
  if (isPending) {
    return (
      <Box sx={{ p: 6, display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  if (!canAccess) return <AccessDenied />;
  return <OwnerPage title="Super Admin Panel" subtitle="Manage page content and pricing plans" />;
};
