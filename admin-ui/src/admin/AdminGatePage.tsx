import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Avatar, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useCanAccess } from 'react-admin';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { signInPath } from '../auth/returnTo';
import { useToast } from '../common/useToast';
import { useDocumentTitle } from '../layout/PageHeader';
import { leaveApp } from '../navigation';
import { useCurrentUser } from './useCurrentUser';

/** /admin: the way in for super admins; anyone else signed in is turned away. */
export const AdminGatePage = () => {
  useDocumentTitle('Administration');
  const { data: user, isPending: userPending } = useCurrentUser();
  const { canAccess: admitted = false, isPending: accessPending } = useCanAccess({ action: 'list', resource: 'super-admin' });
  const isPending = userPending || accessPending;
  const toast = useToast();
  const navigate = useNavigate();
  const refused = !isPending && Boolean(user) && !admitted;

  useEffect(() => {
    if (!refused) return;
    toast({ title: 'Access Denied', description: "You don't have administrator privileges.", type: 'error', keepOnNextPage: true });
    navigate('/', { replace: true });
  }, [refused, toast, navigate]);

  if (!isPending && admitted) return <Navigate to="/admin/dashboard" replace />;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 3 }}>
        <CardContent sx={{ p: 4, textAlign: 'center' }}>
          <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56, mx: 'auto', mb: 2 }}>
            <AdminIcon />
          </Avatar>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            JoinFlow Administration
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Pricing, page content and users, for super admins.
          </Typography>
          {isPending || refused ? (
            <CircularProgress aria-label="Loading" />
          ) : (
            <Stack spacing={1.5}>
              <Button variant="contained" size="large" onClick={() => leaveApp(signInPath('/admin'))}>
                Login as Administrator
              </Button>
              <Button component={Link} to="/">
                Back to Public Site
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
