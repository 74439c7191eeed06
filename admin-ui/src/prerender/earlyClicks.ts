/**
 * What a visitor clicked on a prerendered page before the app took it over.
 *
 * Until the app has hydrated the page, its tabs, toggles, checkboxes, selects and buttons are only
 * markup: a click on them does nothing (or, on a checkbox, ticks a box the form knows nothing
 * about), and the visitor would have to click again. The page's start script (template.ts) keeps
 * those clicks from the first moment, and the app replays them once it has taken each control over,
 * as if clicked then. Links are left alone: they work as plain links without the app.
 *
 * A signed-in owner's prerendered frame (OwnerShell.tsx, outside #root) is never taken over: the app
 * draws its own under it. The clicks on the frame's buttons are kept all the same, and the app
 * presses its own button for each once it has replaced the frame (ownerShellElement.ts).
 */

import { OWNER_SHELL_ID } from './ownerShellElement';

/** Where the start script keeps the early clicks for the app. */
export const EARLY_CLICKS_GLOBAL = '__joinflowEarlyClicks';

/** The controls whose clicks the app answers: buttons (tabs, toggles, submit), checkboxes, radios, selects. */
export const CLICKED_CONTROLS = [
  'button',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="combobox"]',
].join(', ');

/** One thing done before the app started: a control clicked, or a form sent with Enter. */
export type EarlyAction = { click: Element } | { submit: HTMLFormElement };

export interface EarlyClicks {
  actions: EarlyAction[];
  /** Stops keeping clicks: from hydration on, the app answers them itself. */
  stop(): void;
}

/**
 * The part of the start script that keeps the clicks (a script of its own: the page's CSP allows no
 * inline script). Each click on a control is held back from the browser (a checkbox stays as it
 * was, a form is not sent by the browser) and kept; so is a form sent with Enter.
 */
export const KEEP_EARLY_CLICKS = `// Keeps the clicks on the page's controls made before the app has started, for the app to replay.
{
  const controls = ${JSON.stringify(CLICKED_CONTROLS)};
  const actions = [];
  const click = (event) => {
    const control = event.target instanceof Element ? event.target.closest(controls) : null;
    if (!control || !control.closest(${JSON.stringify(`#root, #${OWNER_SHELL_ID}`)}) || control.closest('a[href]')) return;
    if (control.matches(':disabled, [aria-disabled="true"]')) return;
    event.preventDefault();
    actions.push({ click: control });
  };
  const submit = (event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) actions.push({ submit: event.target });
  };
  addEventListener('click', click, true);
  addEventListener('submit', submit, true);
  window[${JSON.stringify(EARLY_CLICKS_GLOBAL)}] = {
    actions,
    stop() {
      removeEventListener('click', click, true);
      removeEventListener('submit', submit, true);
    },
  };
}
`;

/** Takes the clicks the start script kept and stops it keeping more. */
export function takeEarlyClicks(target: Window = window): EarlyAction[] {
  const kept = (target as unknown as Record<string, EarlyClicks | undefined>)[EARLY_CLICKS_GLOBAL];
  if (!kept) return [];
  kept.stop();
  delete (target as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  return kept.actions;
}

/** Whether React has taken the element over (it keeps the props of each element it hydrates on it). */
export function hydratedElement(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

const target = (action: EarlyAction) => ('click' in action ? action.click : action.submit);

/** Does each kept action again, now that the app answers it. An element that is gone is left alone. */
export function replayEarlyClicks(actions: EarlyAction[]): void {
  for (const action of actions) {
    const element = target(action);
    if (!element.isConnected) continue;
    if ('submit' in action) action.submit.requestSubmit();
    else if (element.getAttribute('role') === 'combobox') {
      // A select opens when the button goes down, not on the click.
      element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    } else (element as HTMLElement).click();
  }
}

/**
 * Takes the kept clicks now (from here on React answers clicks), then, once the app has hydrated the
 * clicked controls and run its first effects, replays them. Gives up after `timeoutMs`.
 */
export function carryEarlyClicksOver(timeoutMs = 10_000, source: Window = window): void {
  const actions = takeEarlyClicks(source);
  if (actions.length === 0) return;
  const started = Date.now();
  const attempt = () => {
    if (actions.every((action) => !target(action).isConnected || hydratedElement(target(action)))) {
      // Two macrotasks later: after the effects that set the forms' starting values, and after the
      // typed text is handed over (typedValues.ts, one macrotask later), so a form sent is sent filled.
      setTimeout(() => setTimeout(() => replayEarlyClicks(actions), 0), 0);
    } else if (Date.now() - started < timeoutMs) {
      setTimeout(attempt, 25);
    }
  };
  attempt();
}
