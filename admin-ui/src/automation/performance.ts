import { approvalRate } from '@joinflow/rules/figures';
import type { MemberRequest } from '../requests/types';

export interface PerformanceCounts {
  /** Requests captured in the period. */
  total: number;
  approved: number;
  declined: number;
  /** The period's newest requests, to time decisions on. */
  sample: Pick<MemberRequest, 'createdAt' | 'decidedAt' | 'status'>[];
}

export interface Performance {
  requests: number;
  pending: number;
  /** Percent of the period's decided requests that were approved; null before anything is decided. */
  approvalRate: number | null;
  /** Median time from capture to decision over the decided requests in the sample. */
  medianTimeToDecisionMs: number | null;
  /** How many decided requests the median is taken over. */
  timedDecisions: number;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarizePerformance({ total, approved, declined, sample }: PerformanceCounts): Performance {
  const decided = approved + declined;
  const durations = sample
    .filter((request) => request.status !== 'pending' && request.decidedAt)
    .map((request) => Math.max(0, new Date(request.decidedAt!).getTime() - new Date(request.createdAt).getTime()));
  return {
    requests: total,
    pending: Math.max(0, total - decided),
    approvalRate: approvalRate(approved, declined),
    medianTimeToDecisionMs: median(durations),
    timedDecisions: durations.length,
  };
}
