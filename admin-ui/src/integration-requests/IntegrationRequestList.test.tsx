import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const superAdmin = makeUser({ role: 'super_admin', isSuperAdmin: true });

describe('/admin/integration-requests', () => {
  it('lists the platforms owners asked for, with who asked and how urgent it is', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(superAdmin),
      'GET /api/admin/integration-requests': () =>
        jsonResponse(200, [
          {
            id: 2,
            requesterEmail: 'owner@example.test',
            platformName: 'Loops',
            platformUrl: 'https://loops.so',
            category: 'email-marketing',
            description: 'Newsletter for our group',
            useCase: 'Send new members to Loops',
            apiDocumentation: 'https://loops.so/docs/api',
            estimatedUsers: 'few',
            urgency: 'high',
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        ]),
    });
    renderApp('/admin/integration-requests');

    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Loops' })).toHaveAttribute('href', 'https://loops.so');
    expect(within(table).getByText('owner@example.test')).toBeInTheDocument();
    expect(within(table).getByText('high')).toBeInTheDocument();
    expect(within(table).getByText('2-10')).toBeInTheDocument();
    expect(within(table).getByText('Send new members to Loops')).toBeInTheDocument();
  });
});
