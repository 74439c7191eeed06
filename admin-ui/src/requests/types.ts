import type { RequestDelivery } from '../deliveries/types';

export type RequestStatus = 'pending' | 'approved' | 'declined';
export type RuleDecision = 'approve' | 'decline' | 'review';
/** rules: the group's automation; owner: by hand in JoinFlow; facebook: an admin's click on Facebook itself. */
export type DecidedBy = 'rules' | 'owner' | 'facebook';

export interface MemberRequest {
  id: number;
  groupId: number;
  groupName: string;
  facebookUserId: string;
  name: string;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  profileImageUrl: string | null;
  status: RequestStatus;
  decision: RuleDecision;
  reasons: string[];
  decidedBy: DecidedBy | null;
  decidedAt: string | null;
  createdAt: string;
  /** Where the member was sent; absent from APIs without integrations. */
  deliveries?: RequestDelivery[];
}

export interface RequestAnswer {
  question: string;
  answer: string;
}

export interface PendingAction {
  id: number;
  type: 'approve' | 'decline' | 'welcome_message' | 'welcome_tag';
  status: string;
}

export interface MemberRequestDetail extends MemberRequest {
  answers: RequestAnswer[];
  agreedToRules: boolean | null;
  joinedFacebookAt: string | null;
  livesIn: string | null;
  groupsInCommon: number | null;
  invitedBy: string | null;
  requestedAt: string | null;
  welcomeMessage: string | null;
  decidedByUserId: number | null;
  pendingActions: PendingAction[];
}

/** The dashboard's short form of a request. */
export interface RecentMemberRequest {
  id: number;
  name: string;
  email: string | null;
  groupName: string;
  profileImageUrl: string | null;
  status: RequestStatus;
  createdAt: string;
  /** Not part of the recent shape the spec lists; used when the API includes it. */
  decidedBy?: DecidedBy | null;
}

export type ManualDecision = 'approve' | 'decline';

export interface BulkDecision {
  ids: number[];
  action: ManualDecision;
  reason?: string;
}

export interface BulkDecisionResult {
  updated: number;
  ids: number[];
}
