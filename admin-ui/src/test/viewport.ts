import { onTestFinished } from 'vitest';

/**
 * jsdom has no layout, so it has no matchMedia either and MUI's useMediaQuery answers false to
 * every query. This answers min-width and max-width queries as a screen `width` pixels wide would,
 * until the end of the test.
 */
export function mockViewportWidth(width: number) {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, bound, pixels]) =>
      bound === 'min' ? width >= Number(pixels) : width <= Number(pixels),
    );
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
  onTestFinished(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}
