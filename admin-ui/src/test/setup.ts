import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Pages render through the whole of react-admin; on a busy machine the first answer can take
// longer than Testing Library's one-second default.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout, so it does not implement scrolling; react-admin scrolls to the top after
// navigating from a list row.
// (A test of the build's prerender runs outside a browser, without a window.)
if (typeof window !== 'undefined') window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
