/** What a token may do: owner reads, owner changes, the extension's calls, admin routes. */
export type TokenAbility = 'read' | 'write' | 'extension' | 'admin';

/** read_only: reads; full: reads, changes and the extension's calls; extension: the Chrome extension's own. */
export type TokenAccess = 'read_only' | 'full' | 'extension';

/** A personal access token as listed; the secret itself is never part of it. */
export interface ApiToken {
  id: number;
  name: string;
  access: TokenAccess;
  abilities: TokenAbility[];
  lastUsedAt: string | null;
  createdAt: string;
  expiresAt: string | null;
}

/** The answer to creating a token: the only time its secret value is available. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}

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
