import { useCallback, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AddGroupDialog } from '../groups/AddGroupDialog';
import { AppBar } from './AppBar';
import { AppError } from './AppError';
import { Menu } from './Menu';
import { PageOnScreen } from './PageNotification';
import { handOverOwnerShell, pressFrameControls } from '../prerender/ownerShellElement';
import { PageHeaderProvider, usePageHeading } from './PageHeader';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** How long the prerendered frame may wait for the page's heading before the app's own frame shows anyway. */
const SHELL_WAIT_MS = 3000;

/**
 * Takes the owner's prerendered frame (src/prerender/OwnerShell.tsx) away once the page under it has
 * put its heading in the header, before the browser paints, so the owner sees one frame throughout;
 * then does what the owner did on the frame meanwhile: follows the link they chose, or presses the
 * app's own menu and notifications buttons.
 */
const OwnerShellHandOver = () => {
  const heading = usePageHeading();
  const navigate = useNavigate();
  // Once the frame is gone, a second call finds nothing kept and does nothing.
  const handOver = useCallback(() => {
    const actions = handOverOwnerShell();
    if (actions.length === 0) return;
    // After the app's frame has run its effects: its menu and bell answer from then on.
    setTimeout(() => {
      const link = actions.find((action) => 'href' in action);
      if (link) navigate(link.href);
      else pressFrameControls(actions);
    });
  }, [navigate]);
  useLayoutEffect(() => {
    if (heading) handOver();
  }, [heading, handOver]);
  useEffect(() => {
    const timer = setTimeout(handOver, SHELL_WAIT_MS);
    return () => clearTimeout(timer);
  }, [handOver]);
  return null;
};

/** The signed-in owner's frame: header, menu and the Add Group dialog every page can open. */
export const OwnerLayout = ({ children }: { children: ReactNode }) => (
  <PageHeaderProvider>
    <OwnerShellHandOver />
    <RaLayout appBar={AppBar} menu={Menu} error={AppError}>
      <VerifyEmailBanner />
      {children}
      <PageOnScreen />
      {/* One dialog for every page: the header's Add Group button opens it over whatever is showing. */}
      <AddGroupDialog />
    </RaLayout>
  </PageHeaderProvider>
);
