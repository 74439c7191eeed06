/**
 * The build's server-side entry (vite.prerender.config.ts): renders a public page of the app as a
 * visitor sees it before any data arrives, with the CSS it uses, for scripts/prerender.mjs.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../App';
import { renderAsVisitor } from './visitor';

export { prerenderedFile, prerenderedPaths, startOfApp } from './routes';
export { entryScript, fillTemplate, startScript } from './template';

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
