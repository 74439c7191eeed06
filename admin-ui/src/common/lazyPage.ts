import { lazy, type ComponentType } from 'react';

const loaders: (() => Promise<unknown>)[] = [];

/**
 * A page whose code is fetched the first time it is shown, so no other page waits for it:
 * `lazyPage(() => import('./GroupList'), 'GroupList')`. A Suspense boundary above it (react-admin's
 * layout has one) shows while it loads.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  loaders.push(load);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
}

/**
 * Fetches the code of every page named so far, as a statically imported app would have it. The
 * component tests render whole pages and wait for them with short timeouts, which must not measure
 * how long the first import takes.
 */
export async function loadAllPages() {
  // A page's module can name further lazy pages (the super admins' app does): load until none is new.
  for (let done = 0; done < loaders.length; ) {
    const pending = loaders.slice(done);
    done = loaders.length;
    await Promise.all(pending.map((load) => load()));
  }
}
