import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestStatusChip } from './RequestStatusChip';
import type { DecidedBy, RequestStatus } from './types';

describe('RequestStatusChip', () => {
  it.each([
    ['approved', 'rules', 'Auto-Approved', 'green'],
    ['approved', 'owner', 'Approved', 'green'],
    ['approved', 'facebook', 'Approved', 'green'],
    ['pending', null, 'Pending Review', 'yellow'],
    ['declined', 'rules', 'Denied', 'red'],
    ['declined', 'owner', 'Denied', 'red'],
  ] as const)('%s by %s reads %s in %s', (status: RequestStatus, decidedBy: DecidedBy | null, label, tone) => {
    render(<RequestStatusChip status={status} decidedBy={decidedBy} />);
    expect(screen.getByText(label).closest('.MuiChip-root')).toHaveAttribute('data-tone', tone);
  });
});
