import { vi } from 'vitest';

/** jsdom lays nothing out: give every element a size, so that charts draw their axes. */
export function giveChartsASize(width = 600, height = 300) {
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computedStyle(element, pseudo);
    return new Proxy(style, {
      get: (target, property) =>
        property === 'width' ? `${width}px` : property === 'height' ? `${height}px` : Reflect.get(target, property, target),
    });
  });
}

/** The labels a chart writes, its axis ticks among them. */
export const chartTexts = (chart: Element) => [...chart.querySelectorAll('svg text')].map((text) => text.textContent ?? '');

/** Tick labels with a fraction, such as "0.5", which a chart of counts must not show. */
export const fractionalTicks = (chart: Element) => chartTexts(chart).filter((text) => /^\d*\.\d+$/.test(text));
