import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createPartnerOrder, PHARMACY } from '../testing/partner-fixtures';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { stubApi, wireResponse } from '@/test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const ORDER = createPartnerOrder();

describe('/partner/orders/{id}', () => {
  it('shows the order and moves it to its next step', async () => {
    const calls = stubApi({
      'GET /api/v2/user': () =>
        wireResponse(createUserResponse({ ...TEST_ACCOUNT, type: 'partner_staff' })),
      'GET /api/v2/partner/me': () =>
        wireResponse({
          staff: {
            accountId: TEST_ACCOUNT.id,
            email: TEST_ACCOUNT.email,
            firstName: 'Morgan',
            lastName: 'Ellis',
            role: 'pharmacist',
          },
          pharmacy: PHARMACY,
        }),
      'GET /api/v2/partner/orders/[^/]+': () => wireResponse({ order: ORDER }),
      'POST /api/v2/partner/orders/[^/]+/fulfillment': () =>
        wireResponse({ order: { ...ORDER, fulfillmentStatus: 'dispensing' } }),
    });
    renderApp('/partner/orders/order-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order FW-1001 for Pat Lee' }),
    ).toBeTruthy();
    expect(screen.getByText('Express shipping, signature required')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Start processing' }));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ status: 'dispensing' });
  });
});
