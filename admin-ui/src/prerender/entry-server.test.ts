// @vitest-environment node
// Outside a browser, as the build runs it: there Emotion keeps each rule it renders for the page's <style> tags.
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { prerenderedPaths } from './routes';

describe('the build\'s prerender outside a browser', () => {
  it.each(prerenderedPaths)('writes for %s the CSS its markup uses', (path) => {
    const page = render(path);
    // Emotion's class names in the markup, each with its rules in the style tags (css-0 is Emotion's name for no rules).
    const classes = [...new Set([...page.html.matchAll(/class="[^"]*\b(css-[\w-]+)/g)].map(([, name]) => name))].filter((name) => name !== 'css-0');
    expect(classes.length).toBeGreaterThan(5);
    for (const name of classes) expect(page.styles).toContain(`.${name}{`);
    // The baseline (CssBaseline): the page's font and background before any script runs.
    expect(page.styles).toMatch(/<style data-emotion="css-global [^"]+">[^<]*body\{[^}]*font-family:Inter/);
  });
});
