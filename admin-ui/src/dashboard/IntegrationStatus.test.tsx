import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '../test/fakeApi';
import { makeEmailIntegration, makeSheet, makeSmsIntegration } from '../test/integrationFixtures';
import { IntegrationStatus } from './IntegrationStatus';

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <IntegrationStatus />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('dashboard integration status', () => {
  it('lists every connected integration with the ones needing attention first', async () => {
    mockApi({
      'GET /api/integrations/email': () => jsonResponse(200, [makeEmailIntegration()]),
      'GET /api/integrations/sms': () => jsonResponse(200, [makeSmsIntegration({ isActive: false })]),
      'GET /api/integrations/sheets': () =>
        jsonResponse(200, [makeSheet({ status: 'needs_attention', lastError: 'The caller does not have permission' })]),
      'GET /api/integrations/webhooks': () => jsonResponse(200, []),
    });
    renderCard();

    const card = screen.getByRole('region', { name: 'Integration Status' });
    const rows = await within(card).findAllByRole('group');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['New members', 'Newsletter list', 'Twilio Integration']);
    expect(rows[0]).toHaveTextContent('Google Sheets');
    expect(rows[0]).toHaveTextContent('Needs attention');
    expect(rows[1]).toHaveTextContent('Active');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(within(rows[1]).getByRole('link', { name: 'Newsletter list' })).toHaveAttribute('href', '/integrations');
  });

  it('says plainly when the integrations cannot be loaded instead of claiming there are none', async () => {
    mockApi({});
    renderCard();

    expect(await screen.findByText('Your integrations could not be loaded right now.')).toBeInTheDocument();
    expect(screen.queryByText('No integrations connected yet.')).not.toBeInTheDocument();
  });
});
