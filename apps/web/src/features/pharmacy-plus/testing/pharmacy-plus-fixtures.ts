import type {
  PartnerPharmacy,
  ReverieOrder,
  ReverieOrderItem,
  ReveriePatient,
  ReveriePrescription,
} from '@fillwell/contracts';
import { toMoney } from '../order-rules';

export const PHARMACY: PartnerPharmacy = {
  id: 'pharmacy-1',
  name: 'Lindell Pharmacy',
  phone: '3145550100',
  address: {
    address1: '1 Main St',
    address2: null,
    city: 'Saint Louis',
    state: 'MO',
    zipCode: '63108',
  },
};

export const PATIENT: ReveriePatient = {
  id: 'patient-1',
  firstName: 'Pat',
  lastName: 'Lee',
  fillwellAccountId: 'account-1',
  maskedPhone: '(•••) •••-0123',
  pharmacy: PHARMACY,
  address: PHARMACY.address,
};

export function createPrescription(
  id: string,
  medNameId: number,
  name: string,
  overrides: Partial<ReveriePrescription['refillDetails']> = {},
): ReveriePrescription {
  return {
    id,
    rxNumber: `RX-${id}`,
    prescriberName: 'Dr. Ana Ruiz',
    drugDetail: {
      medNameId,
      medId: medNameId * 10,
      slug: name.toLowerCase(),
      name,
      description: '20 mg tablet',
    },
    refillDetails: {
      refillsRemaining: 3,
      lastFilledOn: '2026-10-01',
      expiresOn: '2027-10-01',
      isAutoRefillEligible: true,
      enrolledInAutorefill: true,
      consumerRefillDate: '2026-12-01',
      cancelReason: null,
      ...overrides,
    },
    prices: [
      {
        id: `${id}-30`,
        price: toMoney(1200),
        quantity: 30,
        daysSupply: 30,
        label: '30-day supply (30 tablets)',
      },
      {
        id: `${id}-90`,
        price: toMoney(3000),
        quantity: 90,
        daysSupply: 90,
        label: '90-day supply (90 tablets)',
      },
    ],
    isOrderable: true,
  };
}

export const ATORVASTATIN = createPrescription('rx-a', 11, 'Atorvastatin 20 mg tablet');
export const LISINOPRIL = createPrescription('rx-b', 22, 'Lisinopril 10 mg tablet', {
  consumerRefillDate: null,
});

export function createOrderItem(prescription: ReveriePrescription): ReverieOrderItem {
  const [first] = prescription.prices;
  if (!first) throw new Error('a prescription has prices');
  return {
    id: `item-${prescription.id}`,
    prescriptionId: prescription.id,
    medId: prescription.drugDetail.medId,
    medNameId: prescription.drugDetail.medNameId,
    slug: prescription.drugDetail.slug,
    name: prescription.drugDetail.name,
    description: prescription.drugDetail.description,
    cartItemId: null,
    isInCart: false,
    isRecurring: false,
    isAutoRefillEligible: true,
    consultationPrice: null,
    prices: prescription.prices,
    selectedPriceId: first.id,
    price: first.price,
    quantity: first.quantity,
    daysSupply: first.daysSupply,
    status: 'active',
    detail: { rxosPrescriptionId: prescription.id, selectedAutoRefillOptedIn: false },
  };
}

export function createOrder(items: ReverieOrderItem[] = []): ReverieOrder {
  const subtotal = items.reduce((sum, item) => sum + item.price.amountCents, 0);
  return {
    id: 'order-1',
    patientId: PATIENT.id,
    orderType: 'reverie',
    orderNumber: null,
    createdOn: '2026-11-27T10:00:00.000Z',
    submittedOn: null,
    orderStatus: 'open',
    fulfillmentStatus: null,
    items,
    subtotal: toMoney(subtotal),
    fulfillmentPrice: toMoney(0),
    total: toMoney(subtotal),
    fulfillmentSelection: null,
    specialInstructions: null,
    paymentCard: null,
    pharmacy: PHARMACY,
    shippingAddress: null,
  };
}
