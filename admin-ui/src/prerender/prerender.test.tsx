import { act, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { store } from '../providers/store';
import { currentUser, mockApi } from '../test/fakeApi';
import { carryEarlyClicksOver, KEEP_EARLY_CLICKS, takeEarlyClicks } from './earlyClicks';
import { render } from './entry-server';
import { prerenderedFile, prerenderedPaths, startOfApp, type StartOfApp } from './routes';
import { entryScript, fillTemplate, firstHeading, startScript } from './template';
import { expectsVisitor, renderAsVisitor } from './visitor';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>JoinFlow</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const HEADINGS: Record<string, string> = {
  '/': 'Grow your Facebook group on autopilot',
  '/order': 'Choose Your Plan',
  '/order2': 'Your details',
  '/customer-login': 'Customer Login',
  '/login': 'Sign in to JoinFlow',
  '/signup': 'Create your JoinFlow account',
  '/forgot-password': 'Reset your password',
};

afterEach(() => {
  renderAsVisitor(false);
  // The start scripts run here keep clicks until told to stop.
  takeEarlyClicks();
});

describe('the build\'s prerender', () => {
  it.each(prerenderedPaths)('renders %s with its main heading', (path) => {
    expect(firstHeading(render(path).html)).toBe(HEADINGS[path]);
  });

  it('renders the landing page for the visitor, not the spinner of a session check', () => {
    const { html } = render('/');
    expect(html).toContain('Get Started Free');
    expect(html).toContain('View Pricing');
    expect(html).not.toContain('MuiCircularProgress');
  });

  it('leaves the plans and their prices to the app: placeholders, never a price of the build\'s day', () => {
    const { html } = render('/order');
    expect(html).toContain('aria-label="Loading plan"');
    expect(html).toContain('data-testid="billing-toggle-room"');
    expect(html).not.toMatch(/[$€£]\s?\d/);
  });

  it('fills the built index.html: CSS in the head, the page in #root marked with its path, the page\'s title', () => {
    const html = fillTemplate(TEMPLATE, { path: '/order', html: '<main><h1 class="x">Choose <b>Your</b> Plan</h1></main>', styles: '<style data-emotion="css a">.css-a{}</style>' });
    expect(html).toContain('<style data-emotion="css a">.css-a{}</style></head>');
    expect(html).toContain('<div id="root" data-prerendered="/order"><main><h1 class="x">Choose <b>Your</b> Plan</h1></main></div>');
    expect(html).toContain('<title>Choose Your Plan · JoinFlow</title>');
    // The scripts stay as the build wrote them.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    // The landing page keeps the product's own title; `$&` in the page is kept as written.
    const landing = fillTemplate(TEMPLATE, { path: '/', html: '<h1>Pay $& go</h1>', styles: '' });
    expect(landing).toContain('<title>JoinFlow</title>');
    expect(landing).toContain('<h1>Pay $& go</h1>');
  });

  it('gives a page its own script in place of the entry, which that script imports', () => {
    const html = fillTemplate(TEMPLATE, { path: '/', html: '<h1>x</h1>', styles: '', script: '/assets/start-abcdefgh.js' });
    expect(html).toContain('<script type="module" src="/assets/start-abcdefgh.js"></script>');
    expect(html).not.toContain('index-abc.js');
    expect(entryScript(TEMPLATE)).toBe('/assets/index-abc.js');
    expect(startOfApp('/')).toBe('first-move');
    // Pages with forms start at once after painting: what a visitor types must reach the app.
    for (const path of ['/order', '/order2', '/login', '/signup', '/customer-login', '/forgot-password']) expect(startOfApp(path)).toBe('after-paint');
  });

  /** Runs a start script with its import and the browser's scheduling recorded. */
  function runStartScript(start: StartOfApp) {
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const script = startScript('/assets/index-abc.js', start).replace(/import\(/, 'record(');
    new Function('record', 'addEventListener', 'removeEventListener', 'requestAnimationFrame', 'setTimeout', script)(
      (entry: string) => imported.push(entry),
      window.addEventListener.bind(window),
      window.removeEventListener.bind(window),
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => frames.push(callback),
    );
    return { imported, frames };
  }

  it('starts the app of the landing page on the visitor\'s first move, once', () => {
    const { imported } = runStartScript('first-move');
    expect(imported).toEqual([]);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts the app of a page with a form after the frame that paints it', () => {
    const { imported, frames } = runStartScript('after-paint');
    expect(imported).toEqual([]);
    frames.shift()!(); // the frame
    expect(imported).toEqual([]);
    frames.shift()!(); // the task after it
    expect(imported).toEqual(['/assets/index-abc.js']);
  });

  it('refuses a template it cannot fill, rather than writing a page without its content', () => {
    expect(() => fillTemplate('<html><body><div id="app"></div></body></html>', { path: '/', html: '<h1>x</h1>', styles: '' })).toThrow(/root/);
  });

  it('writes each page where the server looks for it', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/customer-login')).toBe('prerendered/customer-login/index.html');
  });
});

describe('the app over a prerendered page', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** Puts the page the build would write into the document, and starts the app over it as main.tsx does. */
  async function hydrate(path: string, beforeTheApp?: (container: HTMLElement) => void) {
    const page = render(path);
    renderAsVisitor(false);
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-prerendered', path);
    container.innerHTML = page.html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const mismatches: unknown[] = [];
    window.history.replaceState(null, '', path);
    const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
    renderAsVisitor(container.hasAttribute('data-prerendered'));
    if (beforeTheApp) {
      // What the page's start script does from the first moment, then what the visitor does before the app comes.
      new Function(KEEP_EARLY_CLICKS)();
      beforeTheApp(container);
      carryEarlyClicksOver();
    }
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    return { container, heading, mismatches };
  }

  it.each(['/', '/order', '/login', '/customer-login'])('takes over the markup of %s as it is, without drawing it again', async (path) => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    const { container, heading, mismatches } = await hydrate(path);
    expect(heading?.textContent).toBe(HEADINGS[path]);
    expect(mismatches).toEqual([]);
    // The very element the server sent is still the one shown.
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('answers a click on a tab made before the app took the page over, once it has', async () => {
    mockApi({ 'GET /api/auth/user': currentUser(null) });
    const { container } = await hydrate('/login', (page) => within(page).getByRole('tab', { name: 'Create account' }).click());
    await vi.waitFor(() => expect(within(container).getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true'));
    expect(within(container).getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'false');
  });

  it('turns to the owner\'s page once the session check finds someone signed in', async () => {
    const { makeUser } = await import('../test/fakeApi');
    mockApi({ 'GET /api/auth/user': currentUser(makeUser()) });
    const { container } = await hydrate('/');
    await vi.waitFor(() => expect(container.textContent).not.toContain('Grow your Facebook group'), { timeout: 10_000 });
  });
});

describe('the clicks kept before the app starts', () => {
  afterEach(() => {
    takeEarlyClicks();
    document.body.innerHTML = '';
  });

  function page(html: string) {
    document.body.innerHTML = `<div id="root" data-prerendered="/x">${html}</div>`;
    new Function(KEEP_EARLY_CLICKS)();
    return document.getElementById('root')!;
  }

  it('keeps clicks on buttons, tabs, checkboxes and selects, and holds them back from the browser', () => {
    const root = page(
      '<button type="button" role="tab">Annual</button><label><input type="checkbox"> Send me updates</label><div role="combobox" tabindex="0">Country</div><button disabled>Off</button><a href="/order2">Choose</a><button type="button"><span>Inner</span></button>',
    );
    const [tab, checkbox, select, off, link, inner] = [
      root.querySelector('[role="tab"]')!,
      root.querySelector('input')!,
      root.querySelector('[role="combobox"]')!,
      root.querySelector('button[disabled]')!,
      root.querySelector('a')!,
      root.querySelector('span')!,
    ];
    (tab as HTMLElement).click();
    // A click on the checkbox's label clicks the checkbox: it stays unticked until the app answers it.
    (root.querySelector('label') as HTMLElement).click();
    (select as HTMLElement).click();
    (off as HTMLElement).click();
    let followed = true;
    link.addEventListener('click', (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // (the test's document goes nowhere)
    });
    link.click();
    (inner as HTMLElement).click();

    expect(checkbox.checked).toBe(false);
    expect(followed).toBe(true);
    expect(takeEarlyClicks().map((action) => ('click' in action ? action.click : action.submit))).toEqual([tab, checkbox, select, inner.parentElement]);
    // From then on the app answers clicks itself.
    checkbox.click();
    expect(checkbox.checked).toBe(true);
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('keeps a form sent with Enter rather than letting the browser send it, with the typed text, in the address', () => {
    const root = page('<form><input name="email"><button type="submit">Go</button></form>');
    const form = root.querySelector('form')!;
    let sent = true;
    form.addEventListener('submit', (event) => (sent = !event.defaultPrevented));
    form.requestSubmit();
    expect(sent).toBe(false);
    expect(takeEarlyClicks()).toEqual([{ submit: form }]);
  });
});

describe('the first render of a page that arrived prerendered', () => {
  it('is a visitor\'s only when the page arrived prerendered', () => {
    expect(expectsVisitor()).toBe(false);
    renderAsVisitor();
    expect(expectsVisitor()).toBe(true);
  });

  it('does not wait for react-admin to pick a language: English is read as chosen', () => {
    expect(store.getItem('locale')).toBe('en');
    expect(store.getItem('sidebar.open', true)).toBe(true);
    store.setItem('locale', 'fr');
    expect(store.getItem('locale')).toBe('fr');
    store.removeItem('locale');
  });
});
