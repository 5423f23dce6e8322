import type { ReverieOrder, ReveriePrescription } from '@fillwell/contracts';
import { createUserResponse, TEST_ACCOUNT } from '@/test/fixtures';
import { stubApi, wireError, wireResponse, type ApiCall } from '@/test/stub-api';
import { toMoney } from '../order-rules';
import { ATORVASTATIN, createOrder, LISINOPRIL, PATIENT } from './pharmacy-plus-fixtures';

export const REVERIE_ACCOUNT = {
  ...TEST_ACCOUNT,
  id: PATIENT.fillwellAccountId ?? 'account-1',
  type: 'reverie' as const,
  isReverieUser: true,
};

export const FULFILLMENT_OPTIONS = {
  options: [
    {
      id: 'pickup',
      displayName: 'Pickup',
      description: 'At the pharmacy',
      fulfillmentType: 'pickup',
      price: toMoney(0),
      isSignatureAvailable: false,
    },
    {
      id: 'express_shipping',
      displayName: 'Express shipping',
      description: 'Next business day',
      fulfillmentType: 'delivery',
      price: toMoney(1500),
      isSignatureAvailable: true,
    },
  ],
  selected: null,
};

type Responder = (call: ApiCall) => Response | Promise<Response>;

interface PatientStubOptions {
  order?: ReverieOrder;
  prescriptions?: ReveriePrescription[];
  /** More routes, or replacements of these. */
  routes?: Record<string, Responder>;
}

/** A signed-in Pharmacy Plus patient with an open order; answers what the area asks. */
export function stubPatientApi(options: PatientStubOptions = {}): ApiCall[] {
  const order = options.order ?? createOrder();
  return stubApi({
    'GET /api/v2/user': () => wireResponse(createUserResponse(REVERIE_ACCOUNT)),
    'GET /api/v2/cart': () => wireResponse({ items: [] }),
    'GET /api/reverie/api/v2/patients/prescriptions/': () =>
      wireResponse({
        patient: PATIENT,
        prescriptions: options.prescriptions ?? [ATORVASTATIN, LISINOPRIL],
      }),
    'GET /api/reverie/api/v1/patients/[^/]+/open_order/': () => wireResponse({ order }),
    'GET /api/reverie/api/v1/patients/[^/]+/past_orders/': () => wireResponse({ orders: [] }),
    'GET /api/reverie/api/v2/oms/orders/[^/]+/fulfillment_options/': () =>
      wireResponse(FULFILLMENT_OPTIONS),
    'GET /api/reverie/api/v1/surveys/': () => wireResponse({ surveys: [] }),
    'GET /api/cards': () => wireResponse([]),
    ...options.routes,
  });
}

export { wireError, wireResponse };
