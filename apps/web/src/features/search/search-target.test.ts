import type { SearchOption } from './search-rules';
import {
  buildSearchResultsPath,
  countEdits,
  findBestMatch,
  getSearchTarget,
} from './search-target';

function option(name: string, alternateName: string | null = null): SearchOption {
  return { slug: name.toLowerCase().replace(/\s+/g, '-'), name, alternateName };
}

const LISINOPRIL = option('Lisinopril', 'Zestril');
const LISINOPRIL_HCTZ = option('Lisinopril HCTZ', 'Zestoretic');
const ZESTRIL = option('Zestril', 'lisinopril');

describe('where a submitted search goes', () => {
  it('counts the letters two texts differ by', () => {
    expect(countEdits('lisinipril', 'lisinopril')).toBe(1);
    expect(countEdits('atorvastatn', 'atorvastatin')).toBe(1);
    expect(countEdits('', 'abc')).toBe(3);
    expect(countEdits('kitten', 'sitting')).toBe(3);
  });

  it('opens the drug spelled exactly so, whatever the case and spacing', () => {
    expect(findBestMatch('  LISINOPRIL ', [LISINOPRIL_HCTZ, LISINOPRIL, ZESTRIL])).toBe(LISINOPRIL);
  });

  it('opens the only match', () => {
    expect(findBestMatch('zest', [ZESTRIL])).toBe(ZESTRIL);
  });

  it('opens the one drug a typo nearly spells', () => {
    expect(findBestMatch('lisinipril', [LISINOPRIL, LISINOPRIL_HCTZ, ZESTRIL])).toBe(LISINOPRIL);
  });

  it('finds no single match for a beginning several names share, or for nothing', () => {
    expect(findBestMatch('lisin', [LISINOPRIL, LISINOPRIL_HCTZ, ZESTRIL])).toBeNull();
    expect(findBestMatch('zzzz', [])).toBeNull();
  });

  it('does not take a short term for a typo', () => {
    expect(findBestMatch('ab', [option('Abc'), option('Ab')])).toEqual(option('Ab'));
    expect(findBestMatch('abx', [option('Abc'), option('Abd')])).toBeNull();
  });

  it('goes to the drug page, or to the results page with the text', () => {
    expect(getSearchTarget('lisinipril', [LISINOPRIL, ZESTRIL])).toBe('/lisinopril');
    expect(getSearchTarget(' lisin ', [LISINOPRIL, LISINOPRIL_HCTZ])).toBe('/search?q=lisin');
    expect(buildSearchResultsPath('a&b c')).toBe('/search?q=a%26b+c');
  });
});
