import { Box, CircularProgress } from '@mui/material';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useAuthState } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { SignedOutRedirect } from '../auth/SignedOutRedirect';
import { lazyPage } from '../common/lazyPage';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { hasOwnerShell, removeOwnerShell } from '../prerender/ownerShellElement';
import { expectsVisitor } from '../prerender/visitor';
import { ownerSections } from './ownerSections';

// Visitors never need the owner's frame; it is fetched once someone is signed in.
const OwnerLayout = lazyPage(() => import('./OwnerLayout'), 'OwnerLayout');

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
  // The owner's prerendered frame stays over the page only while the app may still show the owner's.
  useEffect(() => {
    if (!isPending && !authenticated) removeOwnerShell();
  }, [isPending, authenticated]);

  // A page prerendered for a visitor stays the visitor's page while the session is checked; an
  // owner's prerendered frame stays in view meanwhile, with nothing drawn under it.
  if (isPending) return expectsVisitor() ? <SignedOutRoutes /> : hasOwnerShell() ? null : <FullPageSpinner />;
  if (!authenticated) return <SignedOutRoutes />;

  return (
    <Suspense fallback={<FullPageSpinner />}>
      <OwnerLayout>{children}</OwnerLayout>
    </Suspense>
  );
};
