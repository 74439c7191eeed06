import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazyPage } from '../common/lazyPage';
import { integrationRequests } from '../integration-requests';
import { orders } from '../orders';
import { NotFoundPage } from '../pages/NotFoundPage';
import { plans } from '../plans';
import { subscriptions } from '../subscriptions';
import { theme } from '../theme';
import { users } from '../users';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminLayout } from './AdminLayout';
import { ContentEditorPage } from './ContentEditorPage';
import { AppError } from '../layout/AppError';
import { PageNotification } from '../layout/PageNotification';

// The figures' charts come with the analytics page, so the other admin pages never fetch them.
const AdminAnalyticsPage = lazyPage(() => import('./AdminAnalyticsPage'), 'AdminAnalyticsPage');

interface AdminAppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
}

/**
 * The super admins' area below /admin: users, plans, orders, subscriptions and integration requests as resources, the
 * figures and the page-content editor, in a layout of its own. /admin itself, the gate, belongs to
 * the owners' app (see App.tsx).
 */
export const AdminApp = ({ authProvider, dataProvider }: AdminAppProps) => (
  <Admin
    basename="/admin"
    title="JoinFlow Administration"
    authProvider={authProvider}
    dataProvider={dataProvider}
    theme={theme}
    layout={AdminLayout}
    error={AppError}
    notification={PageNotification}
    catchAll={NotFoundPage}
    authCallbackPage={false}
    disableTelemetry
  >
    <CustomRoutes>
      <Route path="/dashboard" element={<AdminDashboardPage />} />
      <Route path="/content" element={<ContentEditorPage />} />
      <Route path="/analytics" element={<AdminAnalyticsPage />} />
      {/* The spec's pricing editor is the plans resource now. */}
      <Route path="/pricing-editor" element={<Navigate to="/admin/plans" replace />} />
    </CustomRoutes>
    <Resource name="users" {...users} />
    <Resource name="plans" {...plans} />
    <Resource name="orders" {...orders} />
    <Resource name="subscriptions" {...subscriptions} />
    <Resource name="integration-requests" {...integrationRequests} />
  </Admin>
);
