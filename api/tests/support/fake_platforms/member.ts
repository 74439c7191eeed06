/*
 * One member as every destination receives it, for tests and benches.
 */
import type { MemberContact } from '../../../app/services/integrations/contract.js'

export function sampleMember(overrides: Partial<MemberContact> = {}): MemberContact {
  return {
    memberRequestId: '101',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    phone: '+15551234567',
    profileUrl: 'https://www.facebook.com/jane.doe',
    location: 'Austin',
    groupId: 7,
    groupName: 'Dog Lovers',
    answers: [{ question: 'Why do you want to join?', answer: 'I love dogs' }],
    tags: ['joinflow'],
    requestedAt: '2026-11-20T10:00:00.000Z',
    decidedAt: '2026-11-20T10:05:00.000Z',
    welcomeText: 'Welcome to Dog Lovers, Jane!',
    ...overrides,
  }
}
