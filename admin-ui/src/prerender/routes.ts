/**
 * The public pages whose HTML the build writes ahead (scripts/prerender.mjs), so their main
 * content paints before any script runs. Each is rendered as a visitor with nothing stored sees
 * it; what comes from the API (the plans and their prices, the headings super admins edit) is
 * left as the page's own loading placeholders and filled in by the app once it runs.
 *
 * Not here: /order3 and /customer-dashboard (they show what the browser stored at the step
 * before, which is reached inside the app, without a page load),
 * /checkout/:planType and /account-setup (for signed-in owners or a one-time link), and the
 * pages that read a token from their address.
 */
export const prerenderedPaths: readonly string[] = [
  '/',
  '/order',
  '/order2',
  '/customer-login',
  '/login',
  '/signup',
  '/forgot-password',
];

/**
 * When a prerendered page starts the app. Never with the HTML: a browser that has the app's script
 * at hand runs it before painting, so the page would paint no sooner than without prerendering.
 * - `first-move`: on the visitor's first touch, click, key or pointer move. For pages that work in
 *   full without the app (every control on them is a plain link): a visitor who only reads pays
 *   for no script at all.
 * - `after-paint`: as soon as the page has painted. For pages with forms.
 */
/* - `once-painted`: once the browser reports the first paint as shown. For the owner's prerendered
 *   frame (OwnerShell.tsx), whose chunks are preloaded: their script is at hand at once. */
export type StartOfApp = 'first-move' | 'after-paint' | 'once-painted';

export function startOfApp(path: string): StartOfApp {
  return path === '/' ? 'first-move' : 'after-paint';
}

/** Where the build writes a route's page, below dist/: `/` → `prerendered/index.html`, `/order` → `prerendered/order/index.html`. */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `prerendered/${trimmed}/index.html` : 'prerendered/index.html';
}

/**
 * The owner's pages whose frame the build renders ahead (OwnerShell.tsx), sent to a signed-in owner
 * so the header, the page's heading and its placeholders paint before any script runs.
 */
export const ownerShellPaths = ['/', '/member-requests'] as const;

/** Where the build writes an owner page's frame, below dist/: `/member-requests` → `owner-shell/member-requests/index.html`. */
export function ownerShellFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `owner-shell/${trimmed}/index.html` : 'owner-shell/index.html';
}
