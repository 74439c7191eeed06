import { isoDateDaysAgo } from '../common/time';

export interface DateRange {
  from: string;
  to: string;
}

/** The last 30 days up to today, the range the page opens on. */
export function defaultRange(now: Date = new Date()): DateRange {
  return { from: isoDateDaysAgo(29, now), to: isoDateDaysAgo(0, now) };
}

/** A range the API accepts: both dates present and in order. */
export function validRange({ from, to }: DateRange): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
}

/** A median delay as people read it: milliseconds under a second, then seconds, minutes, hours. */
export function formatDelay(milliseconds: number | null): string {
  if (milliseconds === null) return '—';
  if (milliseconds < 1000) return `${Math.round(milliseconds)} ms`;
  if (milliseconds < 60_000) return `${(milliseconds / 1000).toFixed(1)} s`;
  if (milliseconds < 3_600_000) return `${Math.round(milliseconds / 60_000)} min`;
  return `${(milliseconds / 3_600_000).toFixed(1)} h`;
}

export const formatPercent = (value: number) => `${Math.round(value)}%`;
