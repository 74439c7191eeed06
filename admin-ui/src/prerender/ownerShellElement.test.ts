import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  handOverOwnerShell,
  hasOwnerShell,
  keepOwnerShellClicks,
  OWNER_SHELL_ID,
  pressFrameControls,
  removeOwnerShell,
} from './ownerShellElement';

/** The frame over an app whose own header has the closed menu's toggle and the bell. */
function framedPage() {
  document.body.innerHTML = `
    <div id="${OWNER_SHELL_ID}">
      <header>
        <button aria-label="Open menu" data-frame-control="menu"><svg></svg></button>
        <button aria-label="Refresh"></button>
        <a aria-label="Add Group" href="?add=1">+</a>
        <button aria-label="Notifications" data-frame-control="notifications"></button>
      </header>
      <nav><a href="/groups">Groups</a><a href="https://docs.example.com/">Help</a></nav>
    </div>
    <div id="root">
      <header>
        <button id="app-menu"><svg class="RaSidebarToggleButton-menuButtonIconClosed"></svg></button>
        <button id="app-bell" data-frame-control="notifications"></button>
      </header>
    </div>`;
  const pressed: string[] = [];
  for (const id of ['app-menu', 'app-bell']) document.getElementById(id)!.addEventListener('click', () => pressed.push(id));
  const shell = document.getElementById(OWNER_SHELL_ID)!;
  const tap = (selector: string, keys: MouseEventInit = {}) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...keys });
    shell.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  return { pressed, shell, tap };
}

afterEach(() => {
  removeOwnerShell();
  vi.useRealTimers();
});

describe("what the owner does on the prerendered frame", () => {
  it('presses the app’s own menu and bell once each, for taps made before and after the app started', () => {
    const { pressed, shell, tap } = framedPage();
    // The start script kept a tap on the menu before the app's code had arrived.
    keepOwnerShellClicks([{ click: shell.querySelector('[aria-label="Open menu"] svg')! }]);
    // Tapped again, as nothing seemed to happen, then the bell and the refresh button.
    expect(tap('[aria-label="Open menu"]').defaultPrevented).toBe(true);
    tap('[aria-label="Notifications"]');
    tap('[aria-label="Refresh"]');

    const actions = handOverOwnerShell();
    expect(hasOwnerShell()).toBe(false);
    expect(actions).toEqual([{ control: 'menu' }, { control: 'notifications' }]);
    pressFrameControls(actions);
    expect(pressed).toEqual(['app-menu', 'app-bell']);
  });

  it('follows the last of the frame’s own links in the app, not the buttons tapped before it', () => {
    const { tap } = framedPage();
    keepOwnerShellClicks([]);
    tap('[aria-label="Notifications"]');
    expect(tap('[aria-label="Add Group"]').defaultPrevented).toBe(true);
    expect(tap('a[href="/groups"]').defaultPrevented).toBe(true);

    expect(handOverOwnerShell()).toEqual([{ href: '/groups' }]);
  });

  it('leaves links to other sites, links opened elsewhere, and every link once it has waited too long for the app, to the browser', () => {
    vi.useFakeTimers();
    const { tap } = framedPage();
    keepOwnerShellClicks([], 10_000);
    expect(tap('a[href^="https://docs"]').defaultPrevented).toBe(false);
    // A link opened in a new tab or window is the browser's too.
    expect(tap('a[href="/groups"]', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(tap('a[href="/groups"]', { shiftKey: true }).defaultPrevented).toBe(false);

    vi.advanceTimersByTime(10_000);
    expect(tap('a[href="/groups"]').defaultPrevented).toBe(false);
    expect(tap('[aria-label="Open menu"]').defaultPrevented).toBe(false);
    expect(handOverOwnerShell()).toEqual([]);
  });

  it('forgets what was tapped when the app shows something else, such as the sign-in page', () => {
    const { tap } = framedPage();
    keepOwnerShellClicks([]);
    tap('[aria-label="Open menu"]');
    removeOwnerShell();
    expect(hasOwnerShell()).toBe(false);
    expect(handOverOwnerShell()).toEqual([]);
  });
});
