import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addCartItemsRequestSchema,
  applyCouponRequestSchema,
  applyCouponResponseSchema,
  cartComparisonRequestSchema,
  cartComparisonResponseSchema,
  cartItemParamsSchema,
  cartSchema,
  checkoutAnswersRequestSchema,
  setCartPharmacyBrandRequestSchema,
  setCartPharmacyRequestSchema,
  updateCartItemsRequestSchema,
  updatePrescriptionSourcesRequestSchema,
} from '@fillwell/contracts';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { CatalogueIndex } from '../catalog/index';
import type { ZipCodeIndex } from '../location/index';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import { createCartComparison } from './cart-comparison';
import { isDiscountCardVerified } from './cart-repository';
import type { CartActor, CartService } from './cart-service';
import { seedStarterCoupons } from './coupon-repository';

export interface CartRoutesOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  zipCodes: ZipCodeIndex;
  /** The one cart service, shared with the purchase. */
  service: CartService;
}

const TAGS = ['cart'];
const CART_RESPONSES = { 200: cartSchema, ...ERROR_RESPONSES };

/** The cart, its pharmacy, coupons and the pharmacy comparison. */
export const cartRoutes: FastifyPluginAsyncZod<CartRoutesOptions> = async (app, options) => {
  const { service } = options;
  const compare = createCartComparison(options);
  app.addHook('onReady', async () => {
    await seedStarterCoupons(options.db);
  });

  const readActor = (request: FastifyRequest): CartActor => ({
    sessionId: request.session?.id ?? null,
    accountId: request.session?.accountId ?? null,
  });
  /** A visitor's first change starts a session for the cart to belong to. */
  const ensureActor = async (request: FastifyRequest, reply: FastifyReply): Promise<CartActor> => {
    const session = await app.sessions.ensure(request, reply);
    return { sessionId: session.id, accountId: session.accountId };
  };

  app.get(
    '/v2/cart',
    {
      schema: {
        tags: TAGS,
        summary: "The visitor's or signed-in user's cart with its totals",
        response: CART_RESPONSES,
      },
    },
    async (request) => service.getCart(readActor(request)),
  );

  app.post(
    '/v2/cart/items',
    {
      schema: {
        tags: TAGS,
        summary:
          'Adds medications by price id (an item for a drug already in the cart is replaced). ' +
          'Prices come from the server; 409 cart_fulfillment_conflict when pickup and delivery would mix, unless force',
        body: addCartItemsRequestSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) => service.addItems(await ensureActor(request, reply), request.body),
  );

  app.patch(
    '/v2/cart/items',
    {
      schema: {
        tags: TAGS,
        summary: 'Changes items: price id, quantity, auto-refill, or delete',
        body: updateCartItemsRequestSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) =>
      service.updateItems(
        await ensureActor(request, reply),
        request.body.items,
        request.body.force === true,
      ),
  );

  app.delete(
    '/v2/cart/items/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Removes an item from the cart',
        params: cartItemParamsSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) =>
      service.deleteItem(await ensureActor(request, reply), request.params.id),
  );

  app.patch(
    '/v2/cart/prescriptions',
    {
      schema: {
        tags: TAGS,
        summary:
          "Stores where each item's prescription comes from: rx_src_type (consultation for an " +
          'online doctor visit, at most one per cart: 400 too_many_telemed) and transfer_source ' +
          'with its pharmacy or provider. Fields left out stay; null clears',
        body: updatePrescriptionSourcesRequestSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) =>
      service.updatePrescriptionSources(await ensureActor(request, reply), request.body),
  );

  app.put(
    '/v2/cart/checkout_answers',
    {
      schema: {
        tags: TAGS,
        summary:
          'Replaces the prescription answers kept with the cart: confirmed_prescriptions (medIds ' +
          'whose question is settled) and is_buying_consultations (medNameIds of those bought ' +
          "with a doctor's visit: 400 too_many_telemed past one); visit_patient keeps the visit's " +
          'eligibility answers for the account',
        body: checkoutAnswersRequestSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) =>
      service.setCheckoutAnswers(await ensureActor(request, reply), request.body),
  );

  app.post(
    '/v2/cart/pharmacy',
    {
      schema: {
        tags: TAGS,
        summary:
          "Fills the cart at a pharmacy: every item is priced at the pharmacy's network " +
          '(the cheapest for this cart unless pharmacy_network_id is given)',
        body: setCartPharmacyRequestSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) => service.setPharmacy(await ensureActor(request, reply), request.body),
  );

  app.post(
    '/v2/cart/pharmacy_brand',
    {
      schema: {
        tags: TAGS,
        summary: 'Fills the cart at any store of a pharmacy chain',
        body: setCartPharmacyBrandRequestSchema,
        response: CART_RESPONSES,
      },
    },
    async (request, reply) =>
      service.setPharmacyBrand(await ensureActor(request, reply), request.body),
  );

  app.post(
    '/v2/cart/comparison',
    {
      schema: {
        tags: TAGS,
        summary: 'The items priced at nearby pharmacies and by home delivery, cheapest first',
        body: cartComparisonRequestSchema,
        response: { 200: cartComparisonResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = request.session?.accountId;
      const isVerified = accountId ? await isDiscountCardVerified(options.db, accountId) : false;
      const result = await compare(request.body, {
        sessionId: request.session?.id ?? null,
        isDiscountCardVerified: isVerified,
      });
      return { result };
    },
  );

  app.post(
    '/coupons',
    {
      config: withRateLimit('coupon'),
      schema: {
        tags: TAGS,
        summary:
          'Applies a coupon code (trimmed, any case) to the cart; one promotion per order. ' +
          'Answers the coupon and the cart',
        body: applyCouponRequestSchema,
        response: { 200: applyCouponResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      service.applyCoupon(await ensureActor(request, reply), request.body.code),
  );
};
