import { buildMailtoHref, buildShareMessage, buildSmsHref, canShareNatively } from './share-links';

const URL_TEXT = 'https://fillwell.test/invite/FRIEND42';

describe('share links', () => {
  it('puts the link in the message, last', () => {
    expect(buildShareMessage(URL_TEXT)).toMatch(
      /^I use Fillwell to pay less for prescriptions\. .*: https:\/\/fillwell\.test\/invite\/FRIEND42$/,
    );
  });

  it('writes mailto: with a subject and the message, spaces as %20', () => {
    const href = buildMailtoHref(URL_TEXT);
    expect(href.startsWith('mailto:?subject=Pay%20less')).toBe(true);
    expect(href).not.toContain('+');
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('body')).toBe(buildShareMessage(URL_TEXT));
  });

  it('writes sms: in the form phones read', () => {
    const href = buildSmsHref(URL_TEXT);
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(buildShareMessage(URL_TEXT));
  });

  it('finds no native share without the Web Share API', () => {
    expect(canShareNatively({ url: URL_TEXT })).toBe(false);
  });
});
