import { PRERENDERED_ATTRIBUTE } from './template';

// The server sends a prerendered page only to someone without a session (see the API's
// web_app_controller.ts), so a page that arrived prerendered is a visitor's until the
// "who am I" answer says otherwise; the build renders the pages ahead as that visitor.
let visitor =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE) === true;

/**
 * Whether to show the signed-out page while the session is still being checked, rather than a
 * spinner: so the app's first render matches the prerendered HTML it replaces.
 */
export function expectsVisitor(): boolean {
  return visitor;
}

/** Renders from now on as a visitor: the build's prerender, and tests. */
export function renderAsVisitor(value = true): void {
  visitor = value;
}
