import { describe, expect, it } from 'vitest';
import { hasUtmValues, isWhitelistedEventName, readUtmValues } from './analytics-events';
import { isClientErrorNoise } from './analytics-client-errors';
import { isDiabetesMedicationName } from './analytics-order-flags';

describe('UTM values of an arrival address', () => {
  it('reads the eleven tracked parameters, trimmed and cut, and nothing else', () => {
    const search =
      '?utm_campaign=spring&utm_source=%20news%20&utm_medium=email&utm_term=t&utm_content=c' +
      '&utm_type=promo&utm_keyword=k&utm_versionid=v1&utm_templateid=t1&utm_flowid=f1' +
      `&utm_segmentid=${'s'.repeat(250)}&utm_other=x&source=y&utm_empty=`;
    const values = readUtmValues(search);
    expect(values).toEqual({
      campaign: 'spring',
      source: 'news',
      medium: 'email',
      term: 't',
      content: 'c',
      type: 'promo',
      keyword: 'k',
      versionid: 'v1',
      templateid: 't1',
      flowid: 'f1',
      segmentid: 's'.repeat(200),
    });
    expect(hasUtmValues(readUtmValues('?utm_source=&q=1'))).toBe(false);
  });

  it('keeps markup as the text it is', () => {
    expect(readUtmValues('?utm_source=%3Cscript%3Ex%3C%2Fscript%3E').source).toBe(
      '<script>x</script>',
    );
  });
});

describe('the event-name whitelist', () => {
  it('lists the events the web app sends', () => {
    expect(isWhitelistedEventName('Product Viewed')).toBe(true);
    expect(isWhitelistedEventName('Page Viewed')).toBe(true);
    expect(isWhitelistedEventName('product viewed')).toBe(false);
  });
});

describe('the client error-reporting filter', () => {
  const origin = 'https://fillwell.example';
  it('drops extension, third-party and browser noise', () => {
    expect(isClientErrorNoise({ message: 'Script error.' }, origin)).toBe(true);
    expect(isClientErrorNoise({ message: 'x', source: 'chrome-extension://a/b.js' }, origin)).toBe(
      true,
    );
    expect(
      isClientErrorNoise({ message: 'x', source: 'safari-web-extension://a/b.js' }, origin),
    ).toBe(true);
    expect(isClientErrorNoise({ message: 'x', source: 'https://tags.example/t.js' }, origin)).toBe(
      true,
    );
    expect(
      isClientErrorNoise(
        { message: 'ResizeObserver loop completed with undelivered notifications.' },
        origin,
      ),
    ).toBe(true);
  });

  it('keeps the site’s own errors', () => {
    expect(
      isClientErrorNoise({ message: 'boom', source: `${origin}/assets/main.js` }, origin),
    ).toBe(false);
    expect(isClientErrorNoise({ message: 'boom' }, origin)).toBe(false);
  });
});

describe('diabetes medications', () => {
  it('are known by generic or brand name, in any case, as a whole word', () => {
    expect(isDiabetesMedicationName('Metformin ER 500 mg')).toBe(true);
    expect(isDiabetesMedicationName('OZEMPIC')).toBe(true);
    expect(isDiabetesMedicationName('Lipitor')).toBe(false);
    expect(isDiabetesMedicationName('Insulinoma test')).toBe(false);
  });
});
