import { NETWORK_IDS, PRODUCT } from '@fillwell/domain';
import type { PharmacyRow } from './pharmacy-row';

/** The mail-order pharmacy in St. Louis, Missouri: the delivery and telemedicine default. */
export const MAIL_ORDER_PHARMACY = {
  id: 'rx-1962481739',
  npi: '1962481739',
  name: `${PRODUCT.name} Mail Pharmacy`,
  networkId: NETWORK_IDS.delivery,
} as const;

export const MAIL_ORDER_PHARMACY_ROW: PharmacyRow = {
  id: MAIL_ORDER_PHARMACY.id,
  npi: MAIL_ORDER_PHARMACY.npi,
  name: MAIL_ORDER_PHARMACY.name,
  chainShortName: `${PRODUCT.slug}-mail`,
  chainFormattedName: MAIL_ORDER_PHARMACY.name,
  networkIds: [NETWORK_IDS.delivery],
  isSupersaver: false,
  isPreferred: false,
  isDelivery: true,
  isMailOrder: true,
  street1: '2100 Locust St',
  street2: 'Suite 400',
  city: 'Saint Louis',
  stateCode: 'MO',
  zipCode: '63103',
  phone: '3145550100',
  fax: '3145550101',
  lat: 38.6332,
  lng: -90.2164,
};
