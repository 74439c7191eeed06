import { describe, expect, it } from 'vitest';
import { toFormValues, toSettings, type AutoApprovalFormValues } from './autoApprovalForm';
import type { AutoApprovalSettings } from './types';

const settings: AutoApprovalSettings = {
  enabled: true,
  requireEmail: true,
  requiredKeywords: ['dogs', 'puppies'],
  blockedKeywords: ['crypto'],
  maxApprovalsPerHour: 20,
  minAccountAgeDays: 30,
  requireAllAnswers: false,
  requireRulesAgreement: true,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: ['Nowhere'],
};

describe('auto-approval form values', () => {
  it('shows lists as comma-separated text and reads them back', () => {
    const values = toFormValues(settings);
    expect(values.requiredKeywords).toBe('dogs, puppies');
    expect(toSettings(values)).toEqual(settings);
  });

  it('trims entries and drops blank ones', () => {
    const values: AutoApprovalFormValues = { ...toFormValues(settings), blockedKeywords: ' crypto ,, forex ,  ' };
    expect(toSettings(values).blockedKeywords).toEqual(['crypto', 'forex']);
  });

  it.each([null, Number.NaN, -3, 0])('falls back to 50 approvals an hour for %s', (maxApprovalsPerHour) => {
    expect(toSettings({ ...toFormValues(settings), maxApprovalsPerHour }).maxApprovalsPerHour).toBe(50);
  });

  it('turns the account age rule off when the field is emptied', () => {
    expect(toSettings({ ...toFormValues(settings), minAccountAgeDays: null }).minAccountAgeDays).toBe(0);
  });
});
