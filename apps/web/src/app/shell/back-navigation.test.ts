import { getBackTarget } from './back-navigation';

describe('getBackTarget', () => {
  it('goes back one step when the navigation state asks for it', () => {
    expect(getBackTarget('/account/orders', { isBackToPrevious: true })).toEqual({
      kind: 'history',
    });
    expect(getBackTarget('/quicksave/verify', { isBackToPrevious: true })).toEqual({
      kind: 'history',
    });
  });

  it.each([
    '/quicksave/prescriptions',
    '/quicksave/verify',
    '/quicksave/otp/register',
    '/login/otp',
  ])('goes to /account from %s', (path) =>
    expect(getBackTarget(path)).toEqual({ kind: 'path', to: '/account' }),
  );

  it('goes from partner my-meds to the partner account', () => {
    expect(getBackTarget('/order-service/account/my-meds')).toEqual({
      kind: 'path',
      to: '/order-service/account',
    });
  });

  it('goes from a medication detail to the list with the details marker', () => {
    expect(getBackTarget('/account/medications/abc123')).toEqual({
      kind: 'path',
      to: '/account/medications',
      state: { isFromDetailsView: true },
    });
  });

  it.each([
    '/account/orders',
    '/account/medications',
    '/account/invite-friends',
    '/account/orders/',
  ])('goes from the account section %s to /account', (path) =>
    expect(getBackTarget(path)).toEqual({ kind: 'path', to: '/account' }),
  );

  it.each(['/', '/account', '/cart', '/atorvastatin', '/quicksave', '/order-service/account'])(
    'goes one step back from %s',
    (path) => expect(getBackTarget(path, { unrelated: true })).toEqual({ kind: 'history' }),
  );
});
