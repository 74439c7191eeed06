import type { EarlyAction } from './earlyClicks';

/** The element of the owner's prerendered frame (OwnerShell.tsx), outside #root, over the app until it is taken away. */
export const OWNER_SHELL_ID = 'owner-shell';

/** Marks a button of the frame with what it does, so the app's own button for it can be found. */
export const FRAME_CONTROL_ATTRIBUTE = 'data-frame-control';

/**
 * The frame's buttons that do something once the app is there, and where the app's own button for
 * each is: the menu (react-admin's toggle, while the menu is closed) and the notifications bell.
 * (The frame's refresh button does nothing: the page under it has just fetched everything.)
 */
export const FRAME_CONTROLS = {
  menu: 'header .RaSidebarToggleButton-menuButtonIconClosed',
  notifications: `header [${FRAME_CONTROL_ATTRIBUTE}="notifications"]`,
} as const;

export type FrameControl = keyof typeof FRAME_CONTROLS;

/** Something the owner did on the frame before the app replaced it: a button pressed, or a link followed. */
export type FrameAction = { control: FrameControl } | { href: string };

/** Whether the page arrived with the owner's prerendered frame still showing. */
export function hasOwnerShell(): boolean {
  return typeof document !== 'undefined' && document.getElementById(OWNER_SHELL_ID) !== null;
}

const isFrameControl = (name: string | null): name is FrameControl => name !== null && Object.hasOwn(FRAME_CONTROLS, name);

let kept: FrameAction[] = [];
let stopKeeping: () => void = () => {};

function keep(action: FrameAction) {
  // A button pressed again while nothing seemed to happen is still one press.
  if ('control' in action && kept.some((other) => 'control' in other && other.control === action.control)) return;
  kept.push(action);
}

function keepControl(element: Element) {
  const name = element.closest(`[${FRAME_CONTROL_ATTRIBUTE}]`)?.getAttribute(FRAME_CONTROL_ATTRIBUTE) ?? null;
  if (isFrameControl(name)) keep({ control: name });
}

/**
 * Keeps what the owner does on the frame until the app replaces it, so no tap is lost: the buttons
 * pressed before the app started (kept by the page's start script, among `earlier`) and, from now on,
 * the frame's buttons and its links to the owner's own pages, which the app then follows without
 * loading the page again. Stops after `limitMs`: should the app never take the frame away, its links
 * work as plain links again.
 */
export function keepOwnerShellClicks(earlier: EarlyAction[], limitMs = 10_000): void {
  const shell = typeof document === 'undefined' ? null : document.getElementById(OWNER_SHELL_ID);
  if (!shell) return;
  for (const action of earlier) if ('click' in action && shell.contains(action.click)) keepControl(action.click);

  const click = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const link = event.target.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return;
      event.preventDefault();
      keep({ href: `${url.pathname}${url.search}${url.hash}` });
      return;
    }
    const control = event.target.closest('button');
    if (!control) return;
    event.preventDefault();
    keepControl(control);
  };
  shell.addEventListener('click', click, true);
  const timer = setTimeout(() => stopKeeping(), limitMs);
  stopKeeping = () => {
    clearTimeout(timer);
    shell.removeEventListener('click', click, true);
    stopKeeping = () => {};
  };
}

/** Takes the frame away and forgets what was done on it (the app shows something else, such as the sign-in page). */
export function removeOwnerShell(): void {
  stopKeeping();
  kept = [];
  if (typeof document !== 'undefined') document.getElementById(OWNER_SHELL_ID)?.remove();
}

/**
 * Takes the frame away now that the app's own frame and page are in place underneath, and gives
 * back what the owner did on it, for the app to do: the last link followed, or else the buttons
 * pressed (see replayFrameActions).
 */
export function handOverOwnerShell(): FrameAction[] {
  const actions = kept;
  removeOwnerShell();
  const link = actions.filter((action) => 'href' in action).at(-1);
  return link ? [link] : actions;
}

/** Presses the app's own button for each button pressed on the frame (a link is the caller's to follow). */
export function pressFrameControls(actions: FrameAction[], root: ParentNode = document): void {
  for (const action of actions) {
    if (!('control' in action)) continue;
    root.querySelector(FRAME_CONTROLS[action.control])?.closest<HTMLElement>('button, a')?.click();
  }
}
