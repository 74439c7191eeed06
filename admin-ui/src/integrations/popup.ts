/** Sign-in popups open at the same size everywhere. */
export const POPUP_FEATURES = 'width=500,height=600';
/** How often a popup is checked for having been closed without an answer. */
export const POPUP_CHECK_MS = 1000;

export interface PopupMessage {
  type: string;
  error?: string;
  integrationId?: number;
}

/**
 * Opens `url` in a popup and hands each message the popup posts back (same origin only) to
 * `onMessage`. The listener goes away when the popup closes, however it closes.
 */
export function openAuthPopup(url: string, name: string, onMessage: (message: PopupMessage) => void): Window | null {
  const popup = window.open(url, name, POPUP_FEATURES);
  const listener = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as Partial<PopupMessage> | null;
    if (data && typeof data.type === 'string') onMessage(data as PopupMessage);
  };
  window.addEventListener('message', listener);
  const timer = window.setInterval(() => {
    if (!popup || popup.closed) {
      window.clearInterval(timer);
      window.removeEventListener('message', listener);
    }
  }, POPUP_CHECK_MS);
  return popup;
}
