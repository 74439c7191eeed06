import type { PersonalAccessToken as ApiToken, TokenAccess } from '@joinflow/sdk/browser';

// The API's shapes come from the SDK; the names are the pages' own.
export type {
  CreatedToken as CreatedApiToken,
  PersonalAccessToken as ApiToken,
  TokenAbility,
  TokenAccess,
} from '@joinflow/sdk/browser';

const ACCESS_LABELS: Record<TokenAccess, string> = {
  read_only: 'Read-only',
  full: 'Full access',
  extension: 'Chrome extension',
};

/** "Read-only", "Full access", "Full access + admin", "Chrome extension". */
export function accessLabel({ access, abilities }: Pick<ApiToken, 'access' | 'abilities'>): string {
  const label = ACCESS_LABELS[access] ?? access;
  return abilities.includes('admin') ? `${label} + admin` : label;
}
