import type { RequestStatus, RuleDecision } from '../requests/types';

export interface AutoApprovalSettings {
  enabled: boolean;
  requireEmail: boolean;
  requiredKeywords: string[];
  blockedKeywords: string[];
  maxApprovalsPerHour: number;
  /** 0 turns the rule off. */
  minAccountAgeDays: number;
  requireAllAnswers: boolean;
  requireRulesAgreement: boolean;
  requirePhone: boolean;
  allowedLocations: string[];
  blockedLocations: string[];
}

export interface WelcomeMessageSettings {
  enabled: boolean;
  message: string;
  personalizeWithName: boolean;
  tagNewMembers: boolean;
  /** Up to five other wordings, rotated across new members. */
  variants: string[];
  /** An approved message template used instead of the message. */
  templateId: number | null;
  /** The group post new members are tagged in (a www.facebook.com address), when set. */
  welcomePostUrl: string | null;
}

export interface PreviewDecision {
  requestId: number;
  name: string;
  decision: RuleDecision;
  reasons: string[];
  currentStatus: RequestStatus;
}

/** What unsaved settings would decide for the group's latest requests. */
export interface AutoApprovalPreview {
  total: number;
  counts: Record<RuleDecision, number>;
  decisions: PreviewDecision[];
}
