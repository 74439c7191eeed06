import type { DecidedBy } from './types';

const DECIDED_BY: Record<DecidedBy, string> = {
  rules: 'Automation rules',
  owner: 'You, in JoinFlow',
  facebook: 'An admin on Facebook',
};

export const decidedByLabel = (decidedBy: DecidedBy | null) => (decidedBy ? DECIDED_BY[decidedBy] : 'Nobody yet');
