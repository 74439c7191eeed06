/**
 * Loads `url` as a new document instead of routing inside the app: sign-in and sign-out are
 * server routes that set or clear the session cookie and answer with redirects.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
