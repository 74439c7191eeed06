/** The element of the owner's prerendered frame (OwnerShell.tsx), outside #root, over the app until it is taken away. */
export const OWNER_SHELL_ID = 'owner-shell';

/** Whether the page arrived with the owner's prerendered frame still showing. */
export function hasOwnerShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(OWNER_SHELL_ID) !== null;
}

/**
 * Takes the prerendered frame away: the app's own frame and page are in place underneath (or the
 * app shows something else for this session, such as the sign-in page).
 */
export function removeOwnerShell(): void {
  if (typeof document !== 'undefined') document.getElementById(OWNER_SHELL_ID)?.remove();
}
