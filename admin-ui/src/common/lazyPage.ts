import { lazy, type ComponentType } from 'react';

/**
 * A page whose code is fetched the first time it is shown, so no other page waits for it:
 * `lazyPage(() => import('./GroupList'), 'GroupList')`. A Suspense boundary above it (react-admin's
 * layout has one) shows while it loads.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
}
