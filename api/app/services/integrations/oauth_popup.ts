/*
 * The page an OAuth popup lands on: it hands the result to the window that
 * opened it (only on our own origin) and closes. The message travels in a
 * data attribute and a script served from our origin posts it, so the
 * Content Security Policy (scripts from 'self' only) holds.
 */
import type { HttpContext } from '@adonisjs/core/http'

export const POPUP_SCRIPT = `(function () {
  var message = JSON.parse(document.body.getAttribute('data-message') || '{}');
  if (window.opener) window.opener.postMessage(message, window.location.origin);
  setTimeout(function () { window.close(); }, 50);
})();
`

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export function renderPopupResult(response: HttpContext['response'], message: Record<string, unknown>) {
  const ok = String(message.type).endsWith('SUCCESS')
  const text = ok ? 'Connected. You can close this window.' : String(message.error ?? 'Sign-in failed.')
  response.header('Content-Type', 'text/html; charset=utf-8')
  response.header('Cache-Control', 'no-store')
  return response.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>JoinFlow</title></head>
<body data-message="${escapeHtml(JSON.stringify(message))}">
<p>${escapeHtml(text)}</p>
<script src="/api/oauth/popup.js"></script>
</body></html>`)
}
