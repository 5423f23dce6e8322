import type { PharmacyValueProp } from '@fillwell/contracts';
import { PRODUCT } from '@fillwell/domain';
import type { PharmacyRecord } from './pharmacy-repository';

type ValuePropSource = Pick<
  PharmacyRecord,
  'name' | 'chainFormattedName' | 'isPreferred' | 'isSupersaver' | 'isDelivery' | 'isMailOrder'
>;

/**
 * Why a preferred pharmacy is worth choosing, from what is true of it: the preferred-pharmacy
 * modal's value props. A pharmacy that is not preferred has none.
 */
export function listPreferredValueProps(pharmacy: ValuePropSource): PharmacyValueProp[] {
  if (!pharmacy.isPreferred) return [];
  const chain = pharmacy.chainFormattedName || pharmacy.name;
  const props: PharmacyValueProp[] = [
    {
      title: 'Preferred pricing',
      description: `${chain} is one of ${PRODUCT.name}'s preferred pharmacies: you pay the ${PRODUCT.name} price at the counter.`,
    },
    {
      title: 'Your digital card at pickup',
      description:
        'Show the digital card from your order at the pharmacy counter as proof of purchase.',
    },
    {
      title: 'We move your prescription',
      description: 'We transfer your prescription from your current pharmacy in 1-3 business days.',
    },
  ];
  if (pharmacy.isSupersaver) {
    props.push({
      title: 'Smart Deal prices',
      description: `${chain} also offers Smart Deal prices, our lowest pickup prices on many medications.`,
    });
  }
  if (pharmacy.isDelivery && !pharmacy.isMailOrder) {
    props.push({
      title: 'Delivery available',
      description: `${chain} can deliver your medications to your home.`,
    });
  }
  return props;
}
