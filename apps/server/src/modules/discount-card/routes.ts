import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discountCardResponseSchema,
  magicCardCouponRequestSchema,
  magicCardMatchRequestSchema,
  magicCardPharmacyRequestSchema,
  magicCardSignupRequestSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import { createDiscountCardService } from './card-service';
import { registerDevMatchCodeRoutes } from './dev-match-code-routes';

export interface DiscountCardRoutesOptions extends ModuleRoutesOptions {
  pharmacies: PharmacyIndex;
}

const TAGS = ['discount card'];
const CARD_PATH = '/v2/user/account/magic_card';
const CARD_RESPONSES = { 200: discountCardResponseSchema, ...ERROR_RESPONSES };

/** The Fillwell discount card (the magic tier): issue it, see it, match it, give it a coupon. */
export const discountCardRoutes: FastifyPluginAsyncZod<DiscountCardRoutesOptions> = async (
  app,
  options,
) => {
  const cards = createDiscountCardService({
    db: options.db,
    pharmacies: options.pharmacies,
    plan: options.config.discountCardPlan,
  });

  app.get(
    CARD_PATH,
    {
      schema: {
        tags: TAGS,
        summary:
          "The account's discount card, its pharmacy and its coupon; 404 no_card without one",
        response: CARD_RESPONSES,
      },
    },
    async (request) => cards.getCard(requireAccountId(request)),
  );

  app.post(
    `${CARD_PATH}/signup`,
    {
      config: withRateLimit('signup'),
      schema: {
        tags: TAGS,
        summary:
          'Issues the discount card to an account whose mobile number a texted code proved ' +
          '(400 mobile_unverified); answers the card it already holds; 409 phone_has_card when ' +
          "the number holds another account's card. coupon_name: QUICKSAVE10 or QUICKSAVE20",
        body: magicCardSignupRequestSchema.nullish(),
        response: CARD_RESPONSES,
      },
    },
    async (request) => cards.signUp(requireAccountId(request), request.body?.couponName ?? null),
  );

  app.patch(
    `${CARD_PATH}/match`,
    {
      config: withRateLimit('coupon'),
      schema: {
        tags: TAGS,
        summary:
          "Records a match code on the card: the code's pharmacy and coupon become the card's " +
          '(404 match_code_unknown, 409 match_code_used, 400 match_code_own_referral)',
        body: magicCardMatchRequestSchema,
        response: CARD_RESPONSES,
      },
    },
    async (request) => cards.match(requireAccountId(request), request.body.matchCode),
  );

  app.post(
    `${CARD_PATH}/access`,
    {
      config: withRateLimit('coupon'),
      schema: {
        tags: TAGS,
        summary:
          'Issues the discount card with a match code, both or neither; 409 card_exists when ' +
          'the account holds one (the client logs and ignores it)',
        body: magicCardMatchRequestSchema,
        response: CARD_RESPONSES,
      },
    },
    async (request) => cards.access(requireAccountId(request), request.body.matchCode),
  );

  app.post(
    `${CARD_PATH}/coupon`,
    {
      config: withRateLimit('coupon'),
      schema: {
        tags: TAGS,
        summary: 'Holds an active, unexpired coupon with the card (404 coupon_unknown)',
        body: magicCardCouponRequestSchema,
        response: CARD_RESPONSES,
      },
    },
    async (request) => cards.holdCoupon(requireAccountId(request), request.body.couponName),
  );

  app.post(
    `${CARD_PATH}/access_by_pharmacy`,
    {
      schema: {
        tags: TAGS,
        summary:
          "Sets the card's pharmacy, one in the discount-card network (400 " +
          'pharmacy_not_in_network), issuing the card first when the account has none',
        body: magicCardPharmacyRequestSchema,
        response: CARD_RESPONSES,
      },
    },
    async (request) => cards.accessByPharmacy(requireAccountId(request), request.body.pharmacyId),
  );

  if (!options.config.isProduction) registerDevMatchCodeRoutes(app, options);
};
