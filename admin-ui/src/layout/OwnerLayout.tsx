import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AddGroupDialog } from '../groups/AddGroupDialog';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { PageOnScreen } from './PageNotification';
import { removeOwnerShell } from '../prerender/ownerShellElement';
import { PageHeaderProvider, usePageHeading } from './PageHeader';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** How long the prerendered frame may wait for the page's heading before the app's own frame shows anyway. */
const SHELL_WAIT_MS = 3000;

/**
 * Takes the owner's prerendered frame (src/prerender/OwnerShell.tsx) away once the page under it has
 * put its heading in the header, before the browser paints, so the owner sees one frame throughout.
 */
const OwnerShellHandOver = () => {
  const heading = usePageHeading();
  useLayoutEffect(() => {
    if (heading) removeOwnerShell();
  }, [heading]);
  useEffect(() => {
    const timer = setTimeout(removeOwnerShell, SHELL_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
};

/** The signed-in owner's frame: header, menu and the Add Group dialog every page can open. */
export const OwnerLayout = ({ children }: { children: ReactNode }) => (
  <PageHeaderProvider>
    <OwnerShellHandOver />
    <RaLayout appBar={AppBar} menu={Menu}>
      <VerifyEmailBanner />
      {children}
      <PageOnScreen />
      {/* One dialog for every page: the header's Add Group button opens it over whatever is showing. */}
      <AddGroupDialog />
    </RaLayout>
  </PageHeaderProvider>
);
