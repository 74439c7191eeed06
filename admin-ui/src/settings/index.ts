import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';
import { lazyPage } from '../common/lazyPage';

const PasswordSettingsPage = lazyPage(() => import('./PasswordSettingsPage'), 'PasswordSettingsPage');
const PrivacySettingsPage = lazyPage(() => import('./PrivacySettingsPage'), 'PrivacySettingsPage');

// An account setting beside the API tokens, not a record of its own.
export const privacySettings = {
  path: '/settings/privacy',
  page: PrivacySettingsPage,
  icon: PrivacyIcon,
};

// The sign-in password, beside the API tokens it revokes when it changes.
export const passwordSettings = {
  path: '/settings/password',
  page: PasswordSettingsPage,
  icon: PasswordIcon,
};
