import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AddGroupDialog } from '../groups/AddGroupDialog';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { PageOnScreen } from './PageNotification';
import { PageHeaderProvider } from './PageHeader';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** The signed-in owner's frame: header, menu and the Add Group dialog every page can open. */
export const OwnerLayout = ({ children }: { children: ReactNode }) => (
  <PageHeaderProvider>
    <RaLayout appBar={AppBar} menu={Menu}>
      <VerifyEmailBanner />
      {children}
      <PageOnScreen />
      {/* One dialog for every page: the header's Add Group button opens it over whatever is showing. */}
      <AddGroupDialog />
    </RaLayout>
  </PageHeaderProvider>
);
