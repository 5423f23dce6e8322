import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ERROR_CODES,
  cardSavingsResponseSchema,
  claimRequestSchema,
  claimResponseSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { HttpError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { SESSIONLESS_ROUTE } from '../../plugins/session';
import type { CatalogueIndex } from '../catalog/index';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import type { Clock } from '../scheduling/index';
import { createCardSavings } from './card-savings';
import { createClaimAdjudicator } from './claim-adjudication';
import { createClaimDrugLookup } from './claim-drugs';
import { createGuessThrottle } from './guess-throttle';

export interface CardClaimsRoutesOptions extends ModuleRoutesOptions {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  /** Claims are dated, and the savings year read, on the service's clock. */
  clock: Clock;
}

/** Unknown member IDs one client may send in a window before its claims are refused. */
export const MEMBER_GUESS_LIMIT = { limit: 20, windowMs: 10 * 60_000 } as const;

/**
 * Pharmacy systems call the claim route from their own servers: no session, no browser CSRF
 * header (it reads no cookie, so a cross-site page gains nothing by calling it), and the member
 * ID is the card's credential, as on every US discount card (see docs/decisions.md).
 */
const PHARMACY_SYSTEM_ROUTE = { ...SESSIONLESS_ROUTE, isCsrfExempt: true } as const;

/** Claims at the pharmacy counter, and the member's savings history. */
export const cardClaimsRoutes: FastifyPluginAsyncZod<CardClaimsRoutesOptions> = async (
  app,
  options,
) => {
  const { db, config, catalogue, pharmacies, clock } = options;
  const adjudicator = createClaimAdjudicator({
    db,
    plan: config.discountCardPlan,
    findDrug: createClaimDrugLookup(catalogue),
    pharmacies,
    clock,
  });
  const guesses = createGuessThrottle(MEMBER_GUESS_LIMIT);
  const savings = createCardSavings({ db, catalogue, pharmacies, clock });

  app.post(
    '/v2/claims',
    {
      config: PHARMACY_SYSTEM_ROUTE,
      schema: {
        tags: ['discount card'],
        summary:
          "A pharmacy system prices a fill on a member's discount card: the site's discount-card " +
          'price at that pharmacy, kept as a paid claim; or a rejection with its own code ' +
          '(claim_plan_unknown, member_unknown, card_inactive, drug_not_covered, ' +
          'pharmacy_out_of_network, quantity_over_limit). No session or CSRF header',
        body: claimRequestSchema,
        response: { 200: claimResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const waitMs = guesses.getWaitMs(request.ip);
      if (waitMs > 0) {
        reply.header('retry-after', Math.ceil(waitMs / 1000));
        throw new HttpError(
          429,
          API_ERROR_CODES.rateLimited,
          'Too many claims for unknown member IDs from this system. Please try again later.',
        );
      }
      return adjudicator.adjudicate(request.body, () => guesses.record(request.ip));
    },
  );

  app.get(
    '/v2/user/account/magic_card/savings',
    {
      schema: {
        tags: ['discount card'],
        summary:
          "The signed-in member's paid discount-card claims this calendar year, newest first, " +
          'and what they saved in all; 404 no_card without a card',
        response: { 200: cardSavingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => savings.readThisYear(requireAccountId(request)),
  );
};
