// The API's shapes come from the SDK; the names are the pages' own.
export type {
  BulkDecideParams as BulkDecision,
  BulkDecideResult as BulkDecisionResult,
  DecidedBy,
  MemberRequest,
  MemberRequestDetail,
  MemberRequestStatus as RequestStatus,
  PendingAction,
  RecentMemberRequest,
  RequestAnswer,
  RequestDecision as RuleDecision,
} from '@joinflow/sdk/browser';

export type ManualDecision = 'approve' | 'decline';
