/** `GET /api/extension/status`: the owner's Chrome extension as the API last heard from it. */
export interface ExtensionStatus {
  installed: boolean;
  connected: boolean;
  lastSeenAt: string | null;
  version: string | null;
  /** Taken from the extension's reports after reading Facebook's page: `unknown` until it has read one. */
  health: 'unknown' | 'ok' | 'markup_changed' | 'language_unsupported' | 'error' | null;
  healthDetail: string | null;
  pageUrl: string | null;
}
