/** A personal access token as listed; the secret itself is never part of it. */
export interface ApiToken {
  id: number;
  name: string;
  lastUsedAt: string | null;
  createdAt: string;
  expiresAt: string | null;
}

/** The answer to creating a token: the only time its secret value is available. */
export interface CreatedApiToken extends ApiToken {
  token: string;
}
