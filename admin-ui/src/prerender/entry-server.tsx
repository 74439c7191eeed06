/**
 * The build's server-side entry (vite.prerender.config.ts): renders a public page of the app as a
 * visitor sees it before any data arrives, with the CSS it uses, for scripts/prerender.mjs.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { theme } from '../theme';
import { OwnerShell, ownerShellPages, type OwnerShellPath } from './OwnerShell';
import { renderAsVisitor } from './visitor';

export { prerenderedFile, prerenderedPaths, startOfApp } from './routes';
export { entryScript, fillOwnerShellTemplate, fillTemplate, startScript } from './template';
export { ownerShellPaths, ownerShellFile } from './routes';

export function render(path: string): { path: string; html: string; styles: string } {
  renderAsVisitor();
  // The browser's Emotion cache uses the same key, so it takes over these style tags.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { path, html, styles };
}

/** The signed-in owner's frame for a page (OwnerShell.tsx), with the CSS it uses, its classes kept apart from the app's. */
export function renderOwnerShell(path: OwnerShellPath): { path: string; html: string; styles: string; title: string } {
  const cache = createCache({ key: 'shell' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createTheme(theme)}>
        <CssBaseline />
        <OwnerShell path={path} />
      </ThemeProvider>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { path, html, styles, title: ownerShellPages[path].title };
}
