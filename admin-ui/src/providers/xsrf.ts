const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const rawValue = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(rawValue);
    } catch {
      // A value that is not valid percent-encoding is still the server's token; send it as is.
      return rawValue;
    }
  }
  return undefined;
}

/**
 * The server accepts a cookie-authenticated write only when it echoes the XSRF-TOKEN cookie
 * in a header, which another site cannot read and therefore cannot forge.
 */
export function xsrfHeaders(method: string | undefined, cookieString: string): Record<string, string> {
  if (!method || !WRITE_METHODS.has(method.toUpperCase())) return {};
  const token = readCookie(cookieString, XSRF_COOKIE);
  return token ? { [XSRF_HEADER]: token } : {};
}
