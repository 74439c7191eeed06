import type { CurrentUser, Role, SignupParams, User } from '@joinflow/sdk/browser';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { signInPath } from '../auth/returnTo';
import { absoluteUrl } from '../navigation';
import { api } from './api';
import { errorCode } from './apiErrors';
import { canAccess } from './canAccess';

export type Identity = UserIdentity & CurrentUser;

export interface Permissions {
  role: Role;
  permissions: string[];
  isSuperAdmin: boolean;
}

export type SignUpInput = SignupParams;

// react-admin asks for auth, identity, permissions and access several times for every page shown;
// one answer serves them all while the page stays the same. A move to another page asks again, so
// what changed the account on the last page (a confirmed address, a new name) shows on the next.
// The API answers a visitor with no user rather than an error, so a visitor's page makes one quiet
// call. Signing in or out, or a call that finds the session gone, forgets the answer at once.

/** The element in which the server hands a signed-in page load its account (api/app/controllers/web_app_controller.ts). */
export const INLINED_USER_ID = 'joinflow-user';

/**
 * The account the server put into the page for the signed-in session that loaded it, the same JSON
 * "who am I" answers, so the first page shows without waiting for that call. Read once: the
 * element is taken out of the page, and the next page asks the server as before.
 */
export function inlinedCurrentUser(): { path: string; user: Promise<CurrentUser | null> } | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(INLINED_USER_ID);
  if (!element) return undefined;
  element.remove();
  let user: unknown;
  try {
    user = JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
  if (typeof user !== 'object' || user === null || !('id' in user)) return undefined;
  return { path: window.location.pathname, user: Promise.resolve(user as CurrentUser) };
}

// The page load's own account, when the server put it into the page.
let currentUserRequest: { path: string; user: Promise<CurrentUser | null> } | undefined = inlinedCurrentUser();

function fetchCurrentUser(): Promise<CurrentUser | null> {
  const path = window.location.pathname;
  if (currentUserRequest?.path !== path) {
    const request = {
      path,
      user: api.auth.currentUser().catch((error: unknown) => {
        if (currentUserRequest === request) currentUserRequest = undefined;
        throw error;
      }),
    };
    currentUserRequest = request;
  }
  return currentUserRequest.user;
}

/** Forgets the account read for this page load; the next check asks the server again. */
export function forgetCurrentUser(): void {
  currentUserRequest = undefined;
}

async function signedInUser(): Promise<CurrentUser> {
  const user = await fetchCurrentUser();
  if (!user) throw new Error('Nobody is signed in.');
  return user;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * react-admin follows an absolute `redirectTo` with a full page load, which the server's
 * sign-in route needs; it brings the person back to where they were.
 */
function signInRedirect() {
  return { redirectTo: absoluteUrl(signInPath(currentPath())), message: false as const };
}

export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

export async function signUp(input: SignUpInput): Promise<User> {
  forgetCurrentUser();
  return api.auth.signup(input);
}

/**
 * Ends the session on the server. A page left open past its session holds an XSRF cookie the
 * server no longer knows; a fresh one is fetched and the sign-out sent once more.
 */
export async function signOut(): Promise<void> {
  forgetCurrentUser();
  try {
    await api.auth.logout();
  } catch (error) {
    if (errorCode(error) !== 'E_BAD_CSRF_TOKEN') throw error;
    await api.health();
    await api.auth.logout();
  }
}

export const authProvider = {
  async login({ email, password }: { email: string; password: string }) {
    forgetCurrentUser();
    await api.auth.login({ email, password });
  },

  // The server ends the session (a POST carrying the XSRF header, so no other site can); an
  // absolute URL then makes react-admin load home as a new page, with nothing of the account kept.
  async logout() {
    await signOut();
    return absoluteUrl('/');
  },

  async checkAuth() {
    const user = await fetchCurrentUser().catch(() => null);
    if (!user) throw signInRedirect();
  },

  // A 401 on any call means the session ended while the page was open.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      forgetCurrentUser();
      throw signInRedirect();
    }
  },

  async getIdentity(): Promise<Identity> {
    const user = await signedInUser();
    return { ...user, fullName: displayName(user) };
  },

  // react-admin asks on every page, public ones included; a visitor simply has none. Failing here
  // would count as a lost session and send people reading the plans or paying off to sign in.
  async getPermissions(): Promise<Permissions | null> {
    const user = await fetchCurrentUser().catch(() => null);
    return user && { role: user.role, permissions: user.permissions, isSuperAdmin: user.isSuperAdmin };
  },

  async canAccess({ action, resource }) {
    const user = await fetchCurrentUser().catch(() => null);
    return canAccess(user, action, resource);
  },
} satisfies AuthProvider;
