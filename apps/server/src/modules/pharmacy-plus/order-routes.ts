import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addOrderItemRequestSchema,
  fulfillmentOptionsResponseSchema,
  itemAutoRefillRequestSchema,
  openOrderQuerySchema,
  pastOrdersResponseSchema,
  patientParamsSchema,
  reverieOrderItemParamsSchema,
  reverieOrderParamsSchema,
  reverieOrderResponseSchema,
  selectFulfillmentRequestSchema,
  selectPriceRequestSchema,
  submitOrderQuerySchema,
  submitOrderRequestSchema,
  updateOrderRequestSchema,
} from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CatalogueIndex } from '../catalog/index';
import type { OrderBuilding } from './order-building';
import { SUBMITTED_STATUSES, findOrCreateOpenOrder, listPatientOrders } from './order-store';
import type { OrderSubmission } from './order-submission';
import { buildOrderView, buildOrderViews } from './order-view';
import { requireOwnPatient } from './patient-access';

const TAGS = ['pharmacy-plus'];
const ORDER_RESPONSES = { 200: reverieOrderResponseSchema, ...ERROR_RESPONSES };
const OMS_V2 = '/reverie/api/v2/oms/orders/:id';
const ITEM = `${OMS_V2}/items/:itemId`;
const OWNED = "404 'An order must be present.' for another patient's order";
const OPEN_ONLY = '409 once submitted';

export interface OrderRoutesContext {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  building: OrderBuilding;
  submission: OrderSubmission;
}

/** Building, submitting and reading Pharmacy Plus orders (§7). */
export function registerOrderRoutes(
  app: FastifyInstance,
  { db, catalogue, building, submission }: OrderRoutesContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/reverie/api/v1/patients/:id/open_order/',
    {
      schema: {
        tags: TAGS,
        summary: "The patient's order being built (order_type=reverie), made when there is none",
        params: patientParamsSchema,
        querystring: openOrderQuerySchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) => {
      const patient = await requireOwnPatient(db, request, request.params.id);
      const order = await findOrCreateOpenOrder(db, patient.id, patient.partnerPharmacyId);
      return { order: await buildOrderView(db, catalogue, order) };
    },
  );

  typed.get(
    '/reverie/api/v1/patients/:id/past_orders/',
    {
      schema: {
        tags: TAGS,
        summary: "The patient's submitted orders, newest first, with their fulfillment status",
        params: patientParamsSchema,
        response: { 200: pastOrdersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireOwnPatient(db, request, request.params.id);
      const orders = await listPatientOrders(db, patient.id, SUBMITTED_STATUSES);
      return { orders: await buildOrderViews(db, catalogue, orders) };
    },
  );

  typed.get(
    '/reverie/api/v1/oms/orders/:id/',
    {
      schema: {
        tags: TAGS,
        summary: `One order; ${OWNED}`,
        params: reverieOrderParamsSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) => {
      const order = await building.requireOrder(requireAccountId(request), request.params.id);
      return { order: await buildOrderView(db, catalogue, order) };
    },
  );

  typed.patch(
    `${OMS_V2}/`,
    {
      schema: {
        tags: TAGS,
        summary: `Special instructions for the pharmacy; ${OWNED}; ${OPEN_ONLY}`,
        params: reverieOrderParamsSchema,
        body: updateOrderRequestSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) =>
      building.setInstructions(
        requireAccountId(request),
        request.params.id,
        request.body.specialInstructions,
      ),
  );

  typed.post(
    `${OMS_V2}/items/`,
    {
      schema: {
        tags: TAGS,
        summary:
          "Adds one of the patient's prescriptions at its first price; 404 'New item must be " +
          "present' for another's, 422 'Cannot add item for {prescription}.' when it has no " +
          `refills or expired; the same key or prescription again changes nothing; ${OPEN_ONLY}`,
        params: reverieOrderParamsSchema,
        body: addOrderItemRequestSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) => building.addItem(requireAccountId(request), request.params.id, request.body),
  );

  typed.delete(
    `${ITEM}/`,
    {
      schema: {
        tags: TAGS,
        summary: `Takes an item out (204); 404 'Original item must be present'; ${OPEN_ONLY}`,
        params: reverieOrderItemParamsSchema,
        response: { 204: z.null().describe('Removed'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await building.removeItem(
        requireAccountId(request),
        request.params.id,
        request.params.itemId,
      );
      return reply.code(204).send(null);
    },
  );

  typed.put(
    `${ITEM}/select_price/`,
    {
      schema: {
        tags: TAGS,
        summary: `Chooses one of the item's own prices; any other is 400 'Price must be present.'; ${OPEN_ONLY}`,
        params: reverieOrderItemParamsSchema,
        body: selectPriceRequestSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) =>
      building.selectPrice(
        requireAccountId(request),
        request.params.id,
        request.params.itemId,
        request.body.selectedPriceId,
      ),
  );

  typed.put(
    `${ITEM}/auto_refill/`,
    {
      schema: {
        tags: TAGS,
        summary: `Refill this item automatically once submitted (409 when not eligible); ${OPEN_ONLY}`,
        params: reverieOrderItemParamsSchema,
        body: itemAutoRefillRequestSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) =>
      building.setItemAutoRefill(
        requireAccountId(request),
        request.params.id,
        request.params.itemId,
        request.body.autoRefillOptedIn,
      ),
  );

  typed.post(
    `${ITEM}/cancel_item/`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Cancels an item: out of an open order; refunded from a paid one until the pharmacy ' +
          'starts on it (409 after); the last item cancels the order',
        params: reverieOrderItemParamsSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) =>
      submission.cancelItem(requireAccountId(request), request.params.id, request.params.itemId),
  );

  typed.get(
    `${OMS_V2}/fulfillment_options/`,
    {
      schema: {
        tags: TAGS,
        summary: `Pickup, standard shipping, express (a signature can be asked for); ${OWNED}`,
        params: reverieOrderParamsSchema,
        response: { 200: fulfillmentOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => building.listOptions(requireAccountId(request), request.params.id),
  );

  typed.post(
    `${OMS_V2}/fulfillment_options/`,
    {
      schema: {
        tags: TAGS,
        summary:
          'Chooses how the order is received (201); a signature only with express shipping; ' +
          OPEN_ONLY,
        params: reverieOrderParamsSchema,
        body: selectFulfillmentRequestSchema,
        response: { 201: reverieOrderResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await building.selectFulfillment(
        requireAccountId(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );

  typed.post(
    `${OMS_V2}/submit/`,
    {
      schema: {
        tags: TAGS,
        summary:
          "Charges one of the patient's saved cards and sends the order to the pharmacy. 422 for " +
          'an empty order, one without fulfillment, or one already submitted (a second submit ' +
          "never charges again); 404 for a card that is not the patient's; 402 card refused",
        params: reverieOrderParamsSchema,
        querystring: submitOrderQuerySchema,
        body: submitOrderRequestSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) =>
      submission.submit(
        requireAccountId(request),
        request.params.id,
        request.body.cardId,
        request.query.cPlatform ?? request.client.platform ?? null,
      ),
  );
}
