import { describe, expect, it } from 'vitest';
import { listPreferredValueProps } from './preferred-value-props';

const PREFERRED = {
  name: 'CVS Pharmacy #1234',
  chainFormattedName: 'CVS Pharmacy',
  isPreferred: true,
  isSupersaver: false,
  isDelivery: false,
  isMailOrder: false,
};

describe('listPreferredValueProps', () => {
  it('gives a preferred pharmacy its three value props, naming its chain', () => {
    const props = listPreferredValueProps(PREFERRED);
    expect(props.map((prop) => prop.title)).toEqual([
      'Preferred pricing',
      'Your digital card at pickup',
      'We move your prescription',
    ]);
    expect(props[0]?.description).toContain('CVS Pharmacy is one of Fillwell');
  });

  it('adds Smart Deal prices and delivery where the pharmacy has them', () => {
    const titles = listPreferredValueProps({
      ...PREFERRED,
      isSupersaver: true,
      isDelivery: true,
    }).map((prop) => prop.title);
    expect(titles).toContain('Smart Deal prices');
    expect(titles).toContain('Delivery available');
  });

  it('gives none to a pharmacy that is not preferred', () => {
    expect(listPreferredValueProps({ ...PREFERRED, isPreferred: false })).toEqual([]);
  });

  it('falls back to the pharmacy name without a chain', () => {
    const props = listPreferredValueProps({ ...PREFERRED, chainFormattedName: '' });
    expect(props[0]?.description).toContain('CVS Pharmacy #1234 is one of');
  });
});
