import type { ComponentType } from 'react';
import { AdminAnalyticsPage } from './AdminAnalyticsPage';
import { AdminDashboardPage } from './AdminDashboardPage';
import { AdminGatePage } from './AdminGatePage';
import { AdminUsersPage } from './AdminUsersPage';
import { ContentEditorPage } from './ContentEditorPage';
import { IntegrationRequestsPage } from './IntegrationRequestsPage';
import { PricingEditorPage } from './PricingEditorPage';

/** The super admins' area: its own layout, outside the owner one. */
export const adminPages: readonly { path: string; page: ComponentType }[] = [
  { path: '/admin', page: AdminGatePage },
  { path: '/admin/dashboard', page: AdminDashboardPage },
  { path: '/admin/pricing-editor', page: PricingEditorPage },
  { path: '/admin/users', page: AdminUsersPage },
  { path: '/admin/content', page: ContentEditorPage },
  { path: '/admin/analytics', page: AdminAnalyticsPage },
  { path: '/admin/integration-requests', page: IntegrationRequestsPage },
];
