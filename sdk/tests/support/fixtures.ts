import type {
  AutoApprovalSettings,
  Group,
  MemberRequest,
  MemberRequestDetail,
  MessageTemplate,
  WelcomeMessageSettings,
} from '../../src/index.js'

export const group: Group = {
  id: 4,
  facebookGroupId: 'gardeners',
  name: 'Gardeners',
  description: 'Tomatoes and more',
  coverImageUrl: null,
  memberCount: 0,
  autoApprovalRate: 0,
  autoApprovalEnabled: false,
  isActive: true,
  todayRequests: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
}

export const settings: AutoApprovalSettings = {
  enabled: true,
  requireEmail: true,
  requiredKeywords: ['garden'],
  blockedKeywords: ['crypto'],
  maxApprovalsPerHour: 50,
  minAccountAgeDays: 30,
  requireAllAnswers: false,
  requireRulesAgreement: true,
  requirePhone: false,
  allowedLocations: [],
  blockedLocations: [],
}

export const welcome: WelcomeMessageSettings = {
  enabled: true,
  message: 'Welcome to the group, {name}!',
  personalizeWithName: true,
  tagNewMembers: false,
  variants: ['Hello {name}, glad you are here!'],
  templateId: null,
  welcomePostUrl: null,
}

export const template: MessageTemplate = {
  id: 9,
  name: 'Warm welcome',
  category: 'welcome',
  description: null,
  template: 'Hi {first-name}, welcome to {group-name}!',
  isApproved: false,
  isActive: true,
  usageCount: 0,
  version: 1,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
}

export function memberRequest(id: number, overrides: Partial<MemberRequest> = {}): MemberRequest {
  return {
    id,
    groupId: 4,
    groupName: 'Gardeners',
    facebookUserId: `10000${id}`,
    name: `Member ${id}`,
    email: `member${id}@example.com`,
    phone: null,
    profileUrl: null,
    profileImageUrl: null,
    status: 'pending',
    decision: 'review',
    reasons: ['No email address in the answers'],
    decidedBy: null,
    decidedAt: null,
    createdAt: '2025-03-02T08:00:00.000Z',
    ...overrides,
  }
}

export function memberRequestDetail(id: number, overrides: Partial<MemberRequestDetail> = {}): MemberRequestDetail {
  return {
    ...memberRequest(id),
    answers: [{ question: 'Why do you want to join?', answer: 'I grow tomatoes' }],
    agreedToRules: true,
    joinedFacebookAt: '2015-03-01',
    livesIn: 'Nairobi',
    groupsInCommon: 2,
    invitedBy: null,
    requestedAt: '2025-03-02T07:59:00.000Z',
    welcomeMessage: null,
    ownerReason: null,
    decidedByUserId: null,
    pendingActions: [],
    ...overrides,
  }
}
