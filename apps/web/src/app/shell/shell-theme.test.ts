import { getShellTheme } from './shell-theme';

describe('getShellTheme', () => {
  it.each([
    ['/order-service', 'bpp'],
    ['/order-service/account/my-meds', 'bpp'],
    ['/fillwell-pharmacy-plus', 'bpp'],
    ['/plus-meds', 'bpp'],
    ['/checkout/payment-info', 'secure'],
    ['/start/2', 'secure'],
    ['/delivery/3', 'secure'],
    ['/subs/checkout/1', 'secure'],
    ['/', 'default'],
    ['/order-services-faq', 'default'],
    ['/subs/cart', 'default'],
    ['/checkouts', 'default'],
  ])('%s uses the %s theme', (path, theme) => expect(getShellTheme(path)).toBe(theme));
});
