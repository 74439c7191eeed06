import type { Group, MemberRequest } from '@joinflow/sdk'

export function group(id: number, overrides: Partial<Group> = {}): Group {
  return {
    id,
    facebookGroupId: `group${id}`,
    name: `Group ${id}`,
    description: '',
    coverImageUrl: null,
    memberCount: 1200,
    autoApprovalRate: 0,
    autoApprovalEnabled: false,
    isActive: true,
    todayRequests: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  }
}

export function memberRequest(id: number, overrides: Partial<MemberRequest> = {}): MemberRequest {
  return {
    id,
    groupId: 1,
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
    createdAt: `2025-03-${String(id % 28 + 1).padStart(2, '0')}T08:00:00.000Z`,
    ...overrides,
  }
}
