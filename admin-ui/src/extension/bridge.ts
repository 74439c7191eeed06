/*
 * Talks to the extension installed in this browser through window messages: its content script
 * on this app's pages answers a ping and takes a token. No extension id is needed, so the same
 * page works with an unpacked build and with the Chrome Web Store one.
 */

export const EXTENSION_DID_NOT_ANSWER =
  'The extension did not answer. Install it in this browser, reload this page and try again.';

interface BridgeMessage {
  type?: string;
  ok?: boolean;
  email?: string;
  error?: string;
  version?: string;
}

function waitForMessage(type: string, timeoutMs: number, win: Window): Promise<BridgeMessage | null> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      if (event.source !== win || event.origin !== win.location.origin) return;
      const data = event.data as BridgeMessage | null;
      if (data?.type !== type) return;
      done(data);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    function done(message: BridgeMessage | null) {
      clearTimeout(timer);
      win.removeEventListener('message', listener);
      resolve(message);
    }
    win.addEventListener('message', listener);
  });
}

/** The version of the extension installed in this browser, or null when none answers. */
export async function detectExtension(timeoutMs = 1000, win: Window = window): Promise<string | null> {
  const answer = waitForMessage('joinflow:extension-present', timeoutMs, win);
  win.postMessage({ type: 'joinflow:extension-ping' }, win.location.origin);
  return (await answer)?.version ?? null;
}

export type HandOffResult = { ok: true; email: string } | { ok: false; error: string };

/** Hands a fresh token to the extension, which checks it against this app's API. */
export async function handOffToken(token: string, timeoutMs = 15_000, win: Window = window): Promise<HandOffResult> {
  const answer = waitForMessage('joinflow:extension-connected', timeoutMs, win);
  win.postMessage({ type: 'joinflow:connect-extension', token }, win.location.origin);
  const reply = await answer;
  if (!reply) return { ok: false, error: EXTENSION_DID_NOT_ANSWER };
  return reply.ok ? { ok: true, email: reply.email ?? '' } : { ok: false, error: reply.error ?? EXTENSION_DID_NOT_ANSWER };
}
