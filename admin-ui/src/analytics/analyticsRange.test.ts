import { describe, expect, it } from 'vitest';
import { defaultRange, formatDelay, formatPercent, validRange } from './analyticsRange';

describe('analytics range and figures', () => {
  it('opens on the last 30 days, today included', () => {
    expect(defaultRange(new Date('2026-03-31T12:00:00Z'))).toEqual({ from: '2026-03-02', to: '2026-03-31' });
  });

  it('accepts only complete ranges in order', () => {
    expect(validRange({ from: '2026-03-01', to: '2026-03-31' })).toBe(true);
    expect(validRange({ from: '2026-03-31', to: '2026-03-01' })).toBe(false);
    expect(validRange({ from: '', to: '2026-03-01' })).toBe(false);
  });

  it('formats median delays in the unit that reads naturally', () => {
    expect(formatDelay(240)).toBe('240 ms');
    expect(formatDelay(1500)).toBe('1.5 s');
    expect(formatDelay(180_000)).toBe('3 min');
    expect(formatDelay(5.2 * 3_600_000)).toBe('5.2 h');
    expect(formatDelay(null)).toBe('—');
    expect(formatPercent(83.4)).toBe('83%');
  });
});
