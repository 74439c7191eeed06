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
 * Pages that work in full without the app (every control on them is a plain link): their HTML
 * starts the app on the visitor's first move (a touch, a click, a key, the pointer), not while the
 * page loads, so a visitor who only reads pays for no script at all.
 */
export const startsOnInteraction: ReadonlySet<string> = new Set(['/']);

/** Where the build writes a route's page, below dist/: `/` → `prerendered/index.html`, `/order` → `prerendered/order/index.html`. */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `prerendered/${trimmed}/index.html` : 'prerendered/index.html';
}
