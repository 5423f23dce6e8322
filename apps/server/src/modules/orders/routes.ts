import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  advanceOrderResponseSchema,
  cancellationRequestSchema,
  cancellationResponseSchema,
  deliveryParamsSchema,
  deliveryResponseSchema,
  orderItemCancelParamsSchema,
  orderItemPrescriberParamsSchema,
  orderItemPrescriberRequestSchema,
  orderItemPrescriberResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  ordersResponseSchema,
  purchaseCancelParamsSchema,
  purchaseRequestSchema,
  purchaseResponseSchema,
} from '@fillwell/contracts';
import { createMessageSender } from '../../adapters/messages/index';
import { createPaymentProvider } from '../../adapters/payments/index';
import { requireAccountId } from '../../plugins/authentication';
import { createNotFoundError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CartService } from '../cart/index';
import type { CatalogueIndex } from '../catalog/index';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import { createInstanceHeartbeat } from '../server-instances/index';
import { createCrashPoint } from '../../test-faults/crash-point';
import { createCancellationService, createOrderCancellations } from './cancellation-service';
import { createFulfillmentService } from './fulfillment-service';
import { createFulfillmentSimulator } from './fulfillment-simulator';
import { createOrderNotifier } from './order-notifications';
import { createOrderReader, ORDER_NOT_FOUND } from './order-reader';
import { findPlacedOrder } from './order-repository';
import { createOrderSettlement } from './order-settlement';
import { createPrescriberRecording } from './prescriber-recording';
import { createPurchaseRecovery } from './purchase-recovery';
import { createPurchaseService } from './purchase-service';

export interface OrdersRoutesOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  /** The purchase reads and resets the cart through it. */
  cart: CartService;
}

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 1 to 100 letters, digits, underscores, colons or hyphens';

/** The purchase's optional Idempotency-Key header; the other headers pass through untouched. */
export const purchaseHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_:-]{1,100}$/, IDEMPOTENCY_KEY_MESSAGE)
    .optional(),
});

const TAGS = ['orders'];
const ORDER_RESPONSES = { 200: orderResponseSchema, ...ERROR_RESPONSES };

/** Purchase, order lookups, cancellations, deliveries and fulfillment. */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const provider = await createPaymentProvider(config, db, {
    onUnexpectedError: (error) => app.log.error({ err: error }, 'payment provider failed'),
  });
  const reader = createOrderReader({ db, pharmacies: options.pharmacies });
  const notifier = createOrderNotifier({
    db,
    messages: createMessageSender(config, db),
    onSendFailed: (error) => app.log.warn({ err: error }, 'order confirmation not sent'),
  });
  const crashPoint = createCrashPoint(config.faultCrashAt);
  const settlementOptions = { db, catalogue: options.catalogue, cart: options.cart, provider };
  const purchases = createPurchaseService({
    db,
    pharmacies: options.pharmacies,
    cart: options.cart,
    settlement: createOrderSettlement({ ...settlementOptions, crashPoint }),
    onPaid: notifier.confirmPurchase,
    crashPoint,
  });
  const cancellations = createCancellationService({ db, provider, reader, crashPoint });
  const prescribers = createPrescriberRecording({ db, reader });
  const siteUrl = config.publicUrl ?? `http://localhost:${config.port}`;

  // This process's heartbeat, and the recovery of what processes that died left half done.
  const heartbeat = createInstanceHeartbeat({
    db,
    onError: (error) => app.log.warn({ err: error }, 'server instance heartbeat failed'),
  });
  const recovery = createPurchaseRecovery({
    db,
    settlement: createOrderSettlement(settlementOptions),
    cancellations: createOrderCancellations({ db, provider }),
    onPaid: (order) => notifier.confirmPurchase(order, siteUrl),
    onError: (error, what) => app.log.error({ err: error, what }, 'purchase recovery failed'),
  });
  app.addHook('onReady', async () => {
    await heartbeat.start();
    if (config.isPurchaseRecoveryEnabled) recovery.start();
  });
  app.addHook('onClose', async () => {
    await recovery.stop();
    await heartbeat.stop();
  });
  const fulfillment = createFulfillmentService(db, {
    onMoved: (orderId, moved) => notifier.sendUpdate(orderId, moved.to, siteUrl),
  });

  if (config.fulfillmentSimulator.isEnabled) {
    const simulator = createFulfillmentSimulator({
      db,
      fulfillment,
      stepSeconds: config.fulfillmentSimulator.stepSeconds,
      onError: (error) => app.log.error({ err: error }, 'fulfillment simulator failed'),
    });
    app.addHook('onReady', async () => simulator.start());
    app.addHook('onClose', async () => simulator.stop());
  }

  const siteUrlOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  app.post(
    '/cart/purchase',
    {
      schema: {
        tags: TAGS,
        summary:
          'Buys the cart at the prices it shows (prices sent by the client are ignored) and ' +
          'charges the card. The same Idempotency-Key (or, without one, the same unchanged ' +
          'cart) answers the same order. 402 payment_failed with the card provider message',
        headers: purchaseHeadersSchema,
        body: purchaseRequestSchema,
        response: { 200: purchaseResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      purchases.purchase({
        accountId: requireAccountId(request),
        request: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        siteUrl: siteUrlOf(request),
      }),
  );

  app.get(
    '/v2/orders',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in user's orders, newest first (failed purchases left out)",
        response: { 200: ordersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ result: await reader.listOrders(requireAccountId(request)) }),
  );

  app.get(
    '/v2/orders/:id',
    {
      schema: {
        tags: TAGS,
        summary: "One of the signed-in user's orders, with its timeline and payments",
        params: orderParamsSchema,
        response: ORDER_RESPONSES,
      },
    },
    async (request) => ({
      result: await reader.getOrder(requireAccountId(request), request.params.id),
    }),
  );

  app.get(
    '/v2/deliveries/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'The delivery summary of a delivery order (404 for a pickup order)',
        params: deliveryParamsSchema,
        response: { 200: deliveryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await reader.getDelivery(requireAccountId(request), request.params.id),
    }),
  );

  app.put(
    '/account/medications/purchases/:id/cancel',
    {
      schema: {
        tags: TAGS,
        summary:
          'Cancels the whole order and refunds what was charged; 409 not_cancellable once it ' +
          'has shipped or been picked up. Answers the order',
        params: purchaseCancelParamsSchema,
        body: cancellationRequestSchema,
        response: { 200: cancellationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await cancellations.cancelOrder(
        requireAccountId(request),
        request.params.id,
        request.body.cancellationReason,
      ),
    }),
  );

  app.post(
    '/v2/orders/:orderId/order_item/:itemId/cancel',
    {
      schema: {
        tags: TAGS,
        summary:
          'Cancels one item and refunds its price and visit fee (the last item cancels the ' +
          'order). Answers the order',
        params: orderItemCancelParamsSchema,
        body: cancellationRequestSchema,
        response: { 200: cancellationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await cancellations.cancelItem(
        requireAccountId(request),
        request.params.orderId,
        request.params.itemId,
        request.body.cancellationReason,
      ),
    }),
  );

  app.put(
    '/v2/orders/:orderId/order_item/:itemId/prescriber',
    {
      schema: {
        tags: TAGS,
        summary:
          "Records the doctor who sends a pickup item's prescription to the pharmacy (a provider " +
          'from /v2/providers); 409 prescriber_not_needed for an item bought with an online ' +
          'visit or a transfer. Answers the order',
        params: orderItemPrescriberParamsSchema,
        body: orderItemPrescriberRequestSchema,
        response: { 200: orderItemPrescriberResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      result: await prescribers.recordPrescriber({
        accountId: requireAccountId(request),
        orderId: request.params.orderId,
        itemId: request.params.itemId,
        providerId: request.body.providerId,
      }),
    }),
  );

  if (!config.isProduction) {
    app.post(
      '/dev/orders/:id/advance',
      {
        schema: {
          tags: ['dev'],
          summary:
            "Moves one of the signed-in user's orders one fulfillment step; outside production only",
          params: orderParamsSchema,
          response: { 200: advanceOrderResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const accountId = requireAccountId(request);
        const order = await findPlacedOrder(db, accountId, request.params.id);
        if (!order) throw createNotFoundError(ORDER_NOT_FOUND);
        await fulfillment.advance(order.id, 'developer');
        return { result: await reader.getOrder(accountId, order.id) };
      },
    );
  }
};
