import { render } from '@testing-library/react';
import { TestMemoryRouter } from 'react-admin';
import { App } from '../App';

/** Renders the whole app at `path`, against whatever fetch the test has mocked. */
export function renderApp(path: string) {
  // The auth provider builds sign-in return paths from the browser's address, not the router's.
  window.history.replaceState(null, '', path);
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <App />
    </TestMemoryRouter>,
  );
}

/** For the first look-up of a test: it waits for the whole app to render, slow on a loaded machine. */
export const FIRST_RENDER = { timeout: 10_000 };
