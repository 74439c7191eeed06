import { describe, expect, it } from 'vitest';
import { summarizePerformance } from './performance';

const at = (minutes: number) => new Date(Date.UTC(2025, 5, 10, 12, minutes)).toISOString();

describe('summarizePerformance', () => {
  it('works out the approval rate, the waiting requests and the median time to a decision', () => {
    const performance = summarizePerformance({
      total: 10,
      approved: 6,
      declined: 2,
      sample: [
        { createdAt: at(0), decidedAt: at(10), status: 'approved' },
        { createdAt: at(0), decidedAt: at(30), status: 'declined' },
        { createdAt: at(0), decidedAt: at(20), status: 'approved' },
        { createdAt: at(0), decidedAt: null, status: 'pending' },
      ],
    });
    expect(performance).toEqual({
      requests: 10,
      pending: 2,
      approvalRate: 75,
      medianTimeToDecisionMs: 20 * 60_000,
      timedDecisions: 3,
    });
  });

  it('takes the middle of an even count as the mean of the two middle values', () => {
    const performance = summarizePerformance({
      total: 2,
      approved: 2,
      declined: 0,
      sample: [
        { createdAt: at(0), decidedAt: at(10), status: 'approved' },
        { createdAt: at(0), decidedAt: at(20), status: 'approved' },
      ],
    });
    expect(performance.medianTimeToDecisionMs).toBe(15 * 60_000);
  });

  it('has no rate or median before anything is decided', () => {
    expect(summarizePerformance({ total: 0, approved: 0, declined: 0, sample: [] })).toEqual({
      requests: 0,
      pending: 0,
      approvalRate: null,
      medianTimeToDecisionMs: null,
      timedDecisions: 0,
    });
  });
});
