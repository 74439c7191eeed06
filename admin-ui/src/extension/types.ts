/** `GET /api/extension/status`: the owner's Chrome extension as the API last heard from it. */
export interface ExtensionStatus {
  installed: boolean;
  connected: boolean;
  lastSeenAt: string | null;
  version: string | null;
  health: 'ok' | 'markup_changed' | 'error' | null;
  healthDetail: string | null;
  pageUrl: string | null;
}
