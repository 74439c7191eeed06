import { render } from '@testing-library/react';
import { TestMemoryRouter, type AuthProvider } from 'react-admin';
import { App } from '../App';
import { loadAllPages } from '../common/lazyPage';

// The pages load on demand in the built app; here they are all loaded once up front, as they were
// when App imported them, so no test's first look-up waits for a page's code.
await loadAllPages();

/** Renders the whole app at `path`, against whatever fetch the test has mocked (and the auth provider given). */
export function renderApp(path: string, { authProvider }: { authProvider?: AuthProvider } = {}) {
  // The auth provider builds sign-in return paths from the browser's address, not the router's.
  window.history.replaceState(null, '', path);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <App authProvider={authProvider} />
    </TestMemoryRouter>,
  );
}

/** For the first look-up of a test: it waits for the whole app to render, slow on a loaded machine. */
export const FIRST_RENDER = { timeout: 10_000 };
