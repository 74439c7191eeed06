import type { Group } from '../groups/types';
import type { MemberRequest, MemberRequestDetail } from '../requests/types';
import type { MessageTemplate } from '../templates/types';

export function makeGroup(overrides: Partial<Group> = {}): Group {
  return {
    id: 3,
    facebookGroupId: '123456789',
    name: 'Dog Lovers UK',
    description: 'Walks, tips and rescue news',
    coverImageUrl: null,
    memberCount: 1520,
    autoApprovalRate: 82,
    autoApprovalEnabled: true,
    isActive: true,
    todayRequests: 7,
    createdAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeRequest(overrides: Partial<MemberRequest> = {}): MemberRequest {
  return {
    id: 41,
    groupId: 3,
    groupName: 'Dog Lovers UK',
    facebookUserId: '100001',
    name: 'Amara Okafor',
    email: 'amara@example.com',
    phone: null,
    profileUrl: 'https://www.facebook.com/profile.php?id=100001',
    profileImageUrl: null,
    status: 'approved',
    decision: 'approve',
    reasons: ['Meets every auto-approval rule'],
    decidedBy: 'rules',
    decidedAt: '2025-06-10T11:05:00.000Z',
    createdAt: '2025-06-10T11:00:00.000Z',
    ...overrides,
  };
}

export function makeRequestDetail(overrides: Partial<MemberRequestDetail> = {}): MemberRequestDetail {
  return {
    ...makeRequest(),
    answers: [
      { question: 'What is your email?', answer: 'amara@example.com' },
      { question: 'Why do you want to join?', answer: 'I foster rescue dogs.' },
    ],
    agreedToRules: true,
    joinedFacebookAt: '2012-04-01',
    livesIn: 'Leeds',
    groupsInCommon: 2,
    invitedBy: null,
    requestedAt: '2025-06-10T10:58:00.000Z',
    welcomeMessage: 'Welcome, Amara Okafor!',
    ownerReason: null,
    decidedByUserId: null,
    pendingActions: [],
    ...overrides,
  };
}

export function makeTemplate(overrides: Partial<MessageTemplate> = {}): MessageTemplate {
  return {
    id: 5,
    name: 'Warm welcome',
    category: 'welcome',
    description: 'For new members',
    template: 'Hi {first-name}, welcome to {group-name}!',
    isApproved: true,
    isActive: true,
    usageCount: 12,
    version: 1,
    createdAt: '2025-05-01T09:00:00.000Z',
    updatedAt: '2025-05-01T09:00:00.000Z',
    ...overrides,
  };
}
