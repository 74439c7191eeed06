import type { AutoApprovalSettings } from './types';

export const DEFAULT_MAX_APPROVALS_PER_HOUR = 50;

/** The settings as the form edits them: keyword and location lists as comma-separated text. */
export interface AutoApprovalFormValues
  extends Omit<
    AutoApprovalSettings,
    'requiredKeywords' | 'blockedKeywords' | 'allowedLocations' | 'blockedLocations' | 'maxApprovalsPerHour' | 'minAccountAgeDays'
  > {
  requiredKeywords: string;
  blockedKeywords: string;
  allowedLocations: string;
  blockedLocations: string;
  maxApprovalsPerHour: number | null;
  minAccountAgeDays: number | null;
}

export const commaList = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function toFormValues(settings: AutoApprovalSettings): AutoApprovalFormValues {
  return {
    ...settings,
    requiredKeywords: settings.requiredKeywords.join(', '),
    blockedKeywords: settings.blockedKeywords.join(', '),
    allowedLocations: settings.allowedLocations.join(', '),
    blockedLocations: settings.blockedLocations.join(', '),
  };
}

const wholeNumber = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;

/** Lists trimmed with blanks dropped; an empty or invalid hourly cap falls back to 50, as the spec says. */
export function toSettings(values: AutoApprovalFormValues): AutoApprovalSettings {
  const maxApprovalsPerHour = wholeNumber(values.maxApprovalsPerHour);
  return {
    enabled: Boolean(values.enabled),
    requireEmail: Boolean(values.requireEmail),
    requiredKeywords: commaList(values.requiredKeywords),
    blockedKeywords: commaList(values.blockedKeywords),
    maxApprovalsPerHour: maxApprovalsPerHour || DEFAULT_MAX_APPROVALS_PER_HOUR,
    minAccountAgeDays: wholeNumber(values.minAccountAgeDays) ?? 0,
    requireAllAnswers: Boolean(values.requireAllAnswers),
    requireRulesAgreement: Boolean(values.requireRulesAgreement),
    requirePhone: Boolean(values.requirePhone),
    allowedLocations: commaList(values.allowedLocations),
    blockedLocations: commaList(values.blockedLocations),
  };
}
