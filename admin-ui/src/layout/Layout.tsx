import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout, useAuthState } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { SignedOutRedirect } from '../auth/SignedOutRedirect';
import { AddGroupDialog } from '../groups/AddGroupDialog';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { ownerSections } from './ownerSections';
import { PageHeaderProvider } from './PageHeader';
import { VerifyEmailBanner } from './VerifyEmailBanner';

const signedOutRedirectPaths = ownerSections
  .filter(({ path, publicPage }) => path !== '/' && !publicPage)
  .map(({ path }) => path);

/** What the owner area's addresses show to someone who is not signed in. */
const SignedOutRoutes = () => (
  <Routes>
    <Route path="/" element={<LandingPage />} />
    {signedOutRedirectPaths.map((path) => (
      <Route key={path} path={`${path}/*`} element={<SignedOutRedirect />} />
    ))}
    <Route path="*" element={<NotFoundPage />} />
  </Routes>
);

const FullPageSpinner = () => (
  <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);

/**
 * The owner layout, and the one place that decides who sees it: the session is checked once
 * here, so no owner page has to guard itself.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  const { isPending, authenticated } = useAuthState();

  if (isPending) return <FullPageSpinner />;
  if (!authenticated) return <SignedOutRoutes />;

  return (
    <PageHeaderProvider>
      <RaLayout appBar={AppBar} menu={Menu}>
        <VerifyEmailBanner />
        {children}
        {/* One dialog for every page: the header's Add Group button opens it over whatever is showing. */}
        <AddGroupDialog />
      </RaLayout>
    </PageHeaderProvider>
  );
};
