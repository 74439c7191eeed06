import { DocumentSession, JoinFlow } from '@joinflow/sdk/browser';

/**
 * The web app's one client of /api. The browser sends the sign-in cookie itself; the SDK echoes
 * the XSRF-TOKEN cookie on writes. Nothing is retried here: react-query decides what to ask again,
 * and a page shows a failure at once rather than after the SDK's backoff.
 */
export const api = new JoinFlow({
  // The build's prerender (src/prerender) imports the app outside a browser; it never calls the API.
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  session: new DocumentSession(),
  maxRetries: 0,
});
