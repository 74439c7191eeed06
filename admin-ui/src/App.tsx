import { Suspense, useMemo, type ReactNode } from 'react';
import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { AdminGatePage } from './admin/AdminGatePage';
import { analytics } from './analytics';
import { billing } from './billing';
import { automation } from './automation';
import { lazyPage } from './common/lazyPage';
import { deliveries } from './deliveries';
import { groups } from './groups';
import { emailIntegrations } from './integrations';
import { googleSheets } from './sheets';
import { smsIntegrations } from './sms';
import { Layout } from './layout/Layout';
import { AppError } from './layout/AppError';
import { ForgotPasswordPage } from './pages/ForgotPasswordPage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { OrderPage } from './pages/OrderPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { SignOutPage } from './pages/SignOutPage';
import { VerifyEmailPage } from './pages/VerifyEmailPage';
import { authProvider as apiAuthProvider } from './providers/authProvider';
import { dataProvider as apiDataProvider } from './providers/dataProvider';
import { store } from './providers/store';
import { publicPages } from './public';
import { receipts } from './receipts';
import { memberRequests } from './requests';
import { passwordSettings, privacySettings } from './settings';
import { messageTemplates } from './templates';
import { theme } from './theme';
import { tokens } from './tokens';
import { PageNotification } from './layout/PageNotification';

// Each owner page, the dashboard and the super admins' app fetch their code when first shown, so a
// visitor on a public page never waits for them.
const AdminApp = lazyPage(() => import('./admin/AdminApp'), 'AdminApp');
const Dashboard = lazyPage(() => import('./dashboard/Dashboard'), 'Dashboard');
const SuperAdminPage = lazyPage(() => import('./owner/SuperAdminPage'), 'SuperAdminPage');

/** Pages outside the owner layout have no Suspense boundary of react-admin's above them. */
const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

interface AppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/** The owners' app: public pages, sign-in, and the owner area. */
const OwnerApp = ({ authProvider, dataProvider }: Required<AppProps>) => (
  <Admin
    title="JoinFlow"
    authProvider={authProvider}
    dataProvider={dataProvider}
    store={store}
    theme={theme}
    layout={Layout}
    error={AppError}
    notification={PageNotification}
    dashboard={Dashboard}
    loginPage={LoginPage}
    catchAll={NotFoundPage}
    // Provider sign-in finishes on the server, which redirects straight to the page asked for.
    authCallbackPage={false}
    disableTelemetry
  >
    <CustomRoutes noLayout>
      <Route path="/order" element={<OrderPage />} />
      {/* The admin area's gate turns owners away with a toast, which must outlive the way home. */}
      <Route path="/admin" element={<AdminGatePage />} />
      {publicPages.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path={receipts.showPath} element={<Loading><receipts.show /></Loading>} />
      <Route path="/signup" element={<LoginPage initialMode="sign-up" />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/logout" element={<SignOutPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
    </CustomRoutes>
    <Resource name="groups" {...groups}>
      {/* Groups have no page of their own; an address below /groups is an unknown page. */}
      <Route path=":id/*" element={<NotFoundPage />} />
    </Resource>
    <Resource name="member-requests" {...memberRequests} />
    <Resource name="message-templates" {...messageTemplates} />
    <Resource name="integrations" {...emailIntegrations} />
    <Resource name="sms-integrations" {...smsIntegrations} />
    <Resource name="google-sheets" {...googleSheets} />
    <Resource name="deliveries" {...deliveries} />
    {/* Named after its address among the account settings; the data provider knows it as /api/tokens. */}
    <Resource name="settings/tokens" {...tokens} />
    <Resource name={receipts.name} list={receipts.list} icon={receipts.icon} />
    <CustomRoutes>
      <Route path={automation.path} element={<automation.page />} />
      <Route path={analytics.path} element={<analytics.page />} />
      <Route path={privacySettings.path} element={<privacySettings.page />} />
      <Route path={billing.path} element={<billing.page />} />
      <Route path={passwordSettings.path} element={<passwordSettings.page />} />
      <Route path="/super-admin" element={<SuperAdminPage />} />
    </CustomRoutes>
  </Admin>
);

/**
 * The super admins' area below /admin is an app of its own; everything else, the /admin gate
 * included, is the owners': the gate turns owners away home with a toast, which has to live in
 * the app they land in.
 */
export const App = ({ authProvider = apiAuthProvider, dataProvider = apiDataProvider }: AppProps) => {
  const { pathname } = useLocation();
  // The same elements on every navigation, so neither app renders again from the top for it.
  const owners = useMemo(() => <OwnerApp authProvider={authProvider} dataProvider={dataProvider} />, [authProvider, dataProvider]);
  const admins = useMemo(
    () => (
      <Loading>
        <AdminApp authProvider={authProvider} dataProvider={dataProvider} />
      </Loading>
    ),
    [authProvider, dataProvider],
  );
  return (
    <Routes>
      {pathname.startsWith('/admin/') ? <Route path="/admin/*" element={admins} /> : <Route path="*" element={owners} />}
    </Routes>
  );
};
