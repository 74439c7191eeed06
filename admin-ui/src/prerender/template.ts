/** The attribute on #root that tells the app its page arrived prerendered, and for which path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface PrerenderedPage {
  path: string;
  /** The page's markup, as react-dom/server rendered it. */
  html: string;
  /** The <style> tags of the CSS the markup uses (Emotion's critical CSS). */
  styles: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The text of the markup's first <h1>, without its tags and entities kept as they are. */
export function firstHeading(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  const text = match?.[1]?.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * The built index.html with a page rendered into it: the critical CSS at the end of <head>, the
 * markup inside #root (marked with the path it was rendered for), and the title the page sets
 * once it runs. The scripts and their preloads stay as the build wrote them.
 */
export function fillTemplate(template: string, page: PrerenderedPage): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(template)) throw new Error('The built index.html has no empty <div id="root"></div> to render the page into.');
  if (!template.includes('</head>')) throw new Error('The built index.html has no </head>.');
  const heading = page.path === '/' ? undefined : firstHeading(page.html);
  // The heading is markup already (entities escaped), so it goes in as it is.
  const title = heading ? `${heading} · JoinFlow` : undefined;
  let html = template.replace('</head>', () => `${page.styles}</head>`);
  if (title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`);
  return html.replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(page.path)}">${page.html}</div>`);
}
