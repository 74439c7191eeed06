import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, jsonResponse, makeUser, mockApi } from '../test/fakeApi';
import { FIRST_RENDER, renderApp } from '../test/renderApp';

const NOT_ON_SALE = 'This plan is no longer on sale. Please choose another plan on the Pricing page.';

function offSaleApi(user: ReturnType<typeof makeUser> | null) {
  return mockApi({
    'GET /api/auth/user': currentUser(user),
    'GET /api/pricing/quote': () =>
      jsonResponse(422, {
        message: NOT_ON_SALE,
        code: 'E_VALIDATION_ERROR',
        errors: [{ field: 'plan', message: NOT_ON_SALE, rule: 'planOnSale' }],
      }),
    'POST /api/checkout/start': () => jsonResponse(422, { message: NOT_ON_SALE, code: 'E_VALIDATION_ERROR' }),
  });
}

describe('a plan taken off sale', () => {
  it('is refused in the public order flow with the server’s words', async () => {
    offSaleApi(null);
    renderApp('/order2?plan=silver&billing=monthly');
    expect(await screen.findByText(NOT_ON_SALE, {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText('The price could not be loaded. Please refresh the page.')).toBeNull();
  });

  it('is refused in the owner checkout with the server’s words', async () => {
    offSaleApi(makeUser());
    renderApp('/checkout/silver?billing=monthly');
    expect(await screen.findByText(NOT_ON_SALE, {}, FIRST_RENDER)).toBeInTheDocument();
  });

  it('still says the price could not be loaded when the server did not answer', async () => {
    mockApi({
      'GET /api/auth/user': currentUser(null),
      'GET /api/pricing/quote': () => jsonResponse(500, { message: 'Something went wrong on our side. Please try again.', code: 'E_INTERNAL' }),
      'POST /api/checkout/start': () => new Response(null, { status: 204 }),
    });
    renderApp('/order2?plan=silver&billing=monthly');
    expect(await screen.findByText('The price could not be loaded. Please refresh the page.', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
