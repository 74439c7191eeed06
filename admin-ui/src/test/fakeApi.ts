import { vi } from 'vitest';
import type { CurrentUser } from '@joinflow/sdk/browser';
import { forgetCurrentUser } from '../providers/authProvider';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Route = (call: ApiCall) => Response | Promise<Response>;

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A simple-rest list answer: the rows of one page and the total in Content-Range. */
export function listResponse(resource: string, rows: unknown[], total = rows.length): Response {
  const end = Math.max(rows.length - 1, 0);
  return jsonResponse(200, rows, { 'Content-Range': `${resource} 0-${end}/${total}` });
}

/** The list query a simple-rest call carried, parsed. */
export function listQuery(call: ApiCall): { filter: Record<string, unknown>; sort: [string, string]; range: [number, number] } {
  return {
    filter: JSON.parse(call.query.get('filter') ?? '{}'),
    sort: JSON.parse(call.query.get('sort') ?? '["id","ASC"]'),
    range: JSON.parse(call.query.get('range') ?? '[0,9]'),
  };
}

export const unauthorized = () =>
  jsonResponse(401, { message: 'Unauthorized access', code: 'E_UNAUTHORIZED_ACCESS' });

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'owner@example.com',
    firstName: 'Olivia',
    lastName: 'Owner',
    role: 'user',
    isSuperAdmin: false,
    isActive: true,
    isEmailVerified: true,
    emailVerifiedAt: '2025-01-15T10:05:00.000Z',
    createdAt: '2025-01-15T10:00:00.000Z',
    permissions: [],
    planType: 'pro',
    subscriptionStatus: 'active',
    ...overrides,
  };
}

/**
 * Replaces fetch with an in-memory API. Routes are keyed "METHOD /api/path"; anything else
 * answers 404 the way the real API does. Every call is recorded for assertions.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  // Each test is a page load of its own: nobody's account is carried over from the last one.
  forgetCurrentUser();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    return route ? route(call) : jsonResponse(404, { message: 'Route not found' });
  });
  return calls;
}

/** The signed-in person for `GET /api/auth/user`, or `null` for a visitor, whom the API answers with no user. */
export const currentUser = (user: CurrentUser | null): Route => () => jsonResponse(200, user ?? { user: null });
