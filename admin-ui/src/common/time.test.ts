import { describe, expect, it } from 'vitest';
import { formatDuration, isoDateDaysAgo, timeAgo } from './time';

const now = new Date('2025-06-10T12:00:00.000Z');

describe('timeAgo', () => {
  it.each([
    ['2025-06-10T11:59:30.000Z', 'less than a minute ago'],
    ['2025-06-10T11:59:00.000Z', '1 minute ago'],
    ['2025-06-10T11:15:00.000Z', '45 minutes ago'],
    ['2025-06-10T09:00:00.000Z', '3 hours ago'],
    ['2025-06-08T12:00:00.000Z', '2 days ago'],
    ['2025-05-20T12:00:00.000Z', '3 weeks ago'],
    ['2025-06-10T12:00:05.000Z', 'less than a minute ago'],
  ])('%s → %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    [40_000, '40 s'],
    [12 * 60_000, '12 min'],
    [5.2 * 3_600_000, '5.2 h'],
    [3 * 86_400_000, '3.0 days'],
  ])('%d ms → %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
});

describe('isoDateDaysAgo', () => {
  it('counts back whole days in UTC', () => {
    expect(isoDateDaysAgo(6, now)).toBe('2025-06-04');
    expect(isoDateDaysAgo(0, now)).toBe('2025-06-10');
  });
});
