import { KEEP_EARLY_CLICKS } from './earlyClicks';
import type { StartOfApp } from './routes';

/** The attribute on #root that tells the app its page arrived prerendered, and for which path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedPage {
  path: string;
  /** The page's markup, as react-dom/server rendered it. */
  html: string;
  /** The <style> tags of the CSS the markup uses (Emotion's critical CSS). */
  styles: string;
  /** A script to load instead of the app's entry (see startOfApp in routes.ts). */
  script?: string;
}

/** The built index.html's one module script, the app's entry. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** The address of the app's entry script in the built index.html. */
export function entryScript(template: string): string {
  const match = ENTRY_SCRIPT.exec(template);
  if (!match?.[1]) throw new Error('The built index.html has no module script of the app\'s entry under /assets.');
  return match[1];
}

/**
 * The script that starts the app on a prerendered page (see startOfApp in routes.ts): it imports
 * the entry then, once, and until then keeps the clicks on the page's controls for the app to
 * replay (earlyClicks.ts). (A file of its own: the page's Content-Security-Policy allows no inline
 * script.)
 */
export function startScript(entry: string, start: StartOfApp): string {
  return `${KEEP_EARLY_CLICKS}${startOfTheApp(entry, start)}`;
}

function startOfTheApp(entry: string, start: StartOfApp): string {
  const load = `import(${JSON.stringify(entry)})`;
  if (start === 'once-painted') {
    return `// Starts the app once the page's first paint is on screen (the browser reports it as a paint entry):
// a busy phone may present the frame well after drawing it, and the app's script must not hold it back.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The chunks the page needs beside the entry, as the server listed them, fetched alongside it.
  const list = document.getElementById('joinflow-preloads');
  for (const href of list ? JSON.parse(list.textContent || '[]') : []) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  setTimeout(() => ${load});
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
} else requestAnimationFrame(() => setTimeout(start));
`;
  }
  if (start === 'after-paint') {
    return `// Starts the app once the page has painted: its HTML shows before the app's script is fetched.
requestAnimationFrame(() => setTimeout(() => ${load}));
`;
  }
  return `// Starts the app on the visitor's first move; until then the page's links work as plain links.
const moves = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
const start = () => {
  for (const move of moves) removeEventListener(move, start, true);
  ${load};
};
for (const move of moves) addEventListener(move, start, { capture: true, passive: true });
`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of the markup's first <h1>, without its tags and entities kept as they are. */
export function firstHeading(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  const text = match?.[1]?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * The built index.html with a page rendered into it: the critical CSS at the end of <head>, the
 * markup inside #root (marked with the path it was rendered for), and the title the page sets
 * once it runs. A page's start script (startScript) takes the place of the entry's script tag.
 */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(template)) throw new Error('The built index.html has no empty <div id="root"></div> to render the page into.');
  if (!template.includes('</head>')) throw new Error('The built index.html has no </head>.');
  const heading = page.path === '/' ? undefined : firstHeading(page.html);
  // The heading is markup already (entities escaped), so it goes in as it is.
  const title = heading ? `${heading} · JoinFlow` : undefined;
  let html = template.replace('</head>', () => `${page.styles}</head>`);
  if (page.script) {
    entryScript(template);
    html = html.replace(ENTRY_SCRIPT, () => `<script type="module" src="${escapeAttribute(page.script!)}"></script>`);
  }
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  return html.replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.html}</div>`);
}

/**
 * The built index.html with the owner's prerendered frame (OwnerShell.tsx) before an empty #root:
 * its CSS at the end of <head>, the page's start script in place of the entry's (the app draws its
 * own frame into #root and takes the shell away once its page is there).
 */
export function fillOwnerShellTemplate(template: string, page: PrerenderedPage & { title: string }): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(template)) throw new Error('The built index.html has no empty <div id="root"></div> to put the frame before.');
  if (!template.includes('</head>')) throw new Error('The built index.html has no </head>.');
  let html = template.replace('</head>', () => `${page.styles}</head>`);
  if (page.script) {
    entryScript(template);
    html = html.replace(ENTRY_SCRIPT, () => `<script type="module" src="${escapeAttribute(page.script!)}"></script>`);
  }
  html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeAttribute(page.title)} · JoinFlow</title>`);
  return html.replace(root, () => `${page.html}<div id="root"></div>`);
}
