import PrivacyIcon from '@mui/icons-material/PrivacyTipOutlined';
import { PrivacySettingsPage } from './PrivacySettingsPage';

// An account setting beside the API tokens, not a record of its own.
export const privacySettings = {
  path: '/settings/privacy',
  page: PrivacySettingsPage,
  icon: PrivacyIcon,
};
