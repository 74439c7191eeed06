import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import AutomationIcon from '@mui/icons-material/AutoModeOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import MemberRequestsIcon from '@mui/icons-material/PersonAddAltOutlined';
import PricingIcon from '@mui/icons-material/SellOutlined';
import SuperAdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import TemplatesIcon from '@mui/icons-material/ChatBubbleOutline';
import type { SvgIconComponent } from '@mui/icons-material';
import { billing } from '../billing';
import { deliveries } from '../deliveries';
import { emailIntegrations } from '../integrations';
import { googleSheets } from '../sheets';
import { smsIntegrations } from '../sms';
import { passwordSettings, privacySettings } from '../settings';
import { tokens } from '../tokens';

export interface OwnerSection {
  path: string;
  label: string;
  icon: SvgIconComponent;
  /** What canAccess is asked before the entry is shown. */
  access: { action: string; resource: string };
  /** Opens a public page rather than one inside the owner layout. */
  publicPage?: boolean;
}

const list = (resource: string) => ({ action: 'list', resource });

/** The owner sidebar, in order. Signed-out visitors opening one of these paths are sent to sign in. */
export const ownerSections: readonly OwnerSection[] = [
  { path: '/', label: 'Dashboard', icon: DashboardIcon, access: list('dashboard') },
  { path: '/groups', label: 'Connected Groups', icon: GroupsIcon, access: list('groups') },
  { path: '/message-templates', label: 'Message Templates', icon: TemplatesIcon, access: list('message-templates') },
  { path: '/integrations', label: emailIntegrations.options.label, icon: emailIntegrations.icon, access: list('integrations') },
  { path: '/sms-integrations', label: smsIntegrations.options.label, icon: smsIntegrations.icon, access: list('sms-integrations') },
  { path: '/automation', label: 'Automation Rules', icon: AutomationIcon, access: list('automation') },
  { path: '/member-requests', label: 'Member Requests', icon: MemberRequestsIcon, access: list('member-requests') },
  { path: '/google-sheets', label: googleSheets.options.label, icon: googleSheets.icon, access: list('google-sheets') },
  { path: '/analytics', label: 'Analytics', icon: AnalyticsIcon, access: list('analytics') },
  { path: '/deliveries', label: deliveries.options.label, icon: deliveries.icon, access: list('deliveries') },
  {
    path: '/order',
    label: 'Pricing Plans',
    icon: PricingIcon,
    access: { action: 'edit', resource: 'pricing-plans' },
    publicPage: true,
  },
  { path: '/super-admin', label: 'Super Admin', icon: SuperAdminIcon, access: list('super-admin') },
  { path: '/settings/tokens', label: tokens.options.label, icon: tokens.icon, access: list('settings/tokens') },
  { path: privacySettings.path, label: 'Privacy', icon: privacySettings.icon, access: list('privacy-settings') },
  { path: billing.path, label: 'Billing', icon: billing.icon, access: list('billing') },
  { path: passwordSettings.path, label: 'Password', icon: passwordSettings.icon, access: list('password-settings') },
];
