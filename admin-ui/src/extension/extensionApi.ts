import { API_URL, httpClient } from '../providers/httpClient';
import type { ExtensionStatus } from './types';

export const extensionStatusKey = ['extension', 'status'];

export async function getExtensionStatus(): Promise<ExtensionStatus> {
  const { json } = await httpClient(`${API_URL}/extension/status`);
  return json as ExtensionStatus;
}

/** Mints the extension's token; the API revokes the one an earlier connect gave it. */
export async function mintExtensionToken(): Promise<string> {
  const { json } = await httpClient(`${API_URL}/extension/connect`, { method: 'POST' });
  return (json as { token: string }).token;
}
