import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { NewPageAtTop } from './layout/NewPageAtTop';
import { PRERENDERED_ATTRIBUTE } from './prerender/template';
import { carryEarlyClicksOver, takeEarlyClicks } from './prerender/earlyClicks';
import { keepOwnerShellClicks } from './prerender/ownerShellElement';
import { carryTypedValuesOver } from './prerender/typedValues';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render JoinFlow into.');

// react-admin would create a hash router on its own; the server links to real paths
// (/login, /reset-password?token=...), so the app runs on a browser router instead.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <App />
        <NewPageAtTop />
      </>
    ),
  },
]);

/** Marks the document once the app has taken the page over, for tools that drive the page like a person. */
const Started = () => {
  useEffect(() => document.documentElement.setAttribute('data-app-started', ''), []);
  return null;
};

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <Started />
  </StrictMode>
);

// A public page arrives prerendered for visitors (src/prerender): the app takes over its markup
// rather than drawing the page again, and keeps what the visitor typed and clicked meanwhile.
if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
  carryTypedValuesOver(container);
  carryEarlyClicksOver();
  hydrateRoot(container, app);
} else {
  // A page drawn afresh (the owner's prerendered frame lies outside #root and is not taken over):
  // the start script must stop holding clicks back before the app's controls are there. What the
  // owner pressed on the frame is kept until the app replaces it, and done then.
  keepOwnerShellClicks(takeEarlyClicks());
  createRoot(container).render(app);
}
