const HOME = '/';
// Any origin works here: it only lets the URL parser tell paths on our origin from everything else.
const PROBE_ORIGIN = 'https://joinflow.invalid';

/**
 * Where to send someone after sign-in. Only a path on this site is accepted, so a crafted link
 * cannot bounce a freshly signed-in person to another site (`//evil.example`, `/\evil.example`,
 * `https://...`, `javascript:...`).
 */
export function sanitizeReturnTo(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return HOME;
  // Browsers read a backslash as a slash and drop tabs and newlines, which turns "/\host" or "/\t/host" into "//host".
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return HOME;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return HOME;
  }
  // Dot segments can collapse into a leading "//" ("/a/..//host"), which is again another site.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The server's sign-in entry point; it brings the person back to `returnTo` afterwards. */
export function signInPath(returnTo: string): string {
  return `/api/login?returnTo=${encodeURIComponent(sanitizeReturnTo(returnTo))}`;
}

export function providerSignInPath(providerId: string, returnTo: string): string {
  return `/api/login/${encodeURIComponent(providerId)}?returnTo=${encodeURIComponent(sanitizeReturnTo(returnTo))}`;
}
