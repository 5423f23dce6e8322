import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  nimbusCartResponseSchema,
  nimbusExitTokenQuerySchema,
  nimbusLinkRequestSchema,
  nimbusPatientResponseSchema,
  nimbusPurchaseRequestSchema,
  nimbusPurchaseResponseSchema,
  nimbusSignupRequestSchema,
  userResponseSchema,
} from '@fillwell/contracts';
import { requireAccountId } from '../../plugins/authentication';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import { createAccountContext } from '../account/account-context';
import { composeWelcomeEmail } from '../account/account-messages';
import { hashPassword } from '../account/password-hashing';
import { createEmailInUseError } from '../account/routes';
import type { CareModuleOptions } from '../care-module-options';
import { purchaseHeadersSchema } from '../orders/index';
import { createNimbusCart } from './nimbus-cart';
import { createNimbusPatients } from './nimbus-patients';

export type SpecialtyRoutesOptions = Omit<CareModuleOptions, 'scheduler'>;

const TAGS = ['specialty'];
/** Reading and joining links: tokens are guessed by trying them, as Pharmacy Plus links are. */
const LINK_LIMIT = withRateLimit({ max: 30, timeWindow: '1 minute' });

/** The specialty (Nimbus) flow: signup with a partner's exit token, the Nimbus cart, purchase. */
export const specialtyRoutes: FastifyPluginAsyncZod<SpecialtyRoutesOptions> = async (
  app,
  options,
) => {
  const account = createAccountContext(app, options);
  const patients = createNimbusPatients(options.db, options.clock.now);
  const cart = createNimbusCart(options);

  app.get(
    '/v2/user/account/signup/nimbus',
    {
      config: LINK_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          "Whose exit token this is (first name, pharmacy) and the flow's next step. 404 unknown, " +
          '410 expired or held by another account (403 when signed in to another account)',
        querystring: nimbusExitTokenQuerySchema,
        response: { 200: nimbusPatientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = request.session?.accountId ?? null;
      const link = await patients.read(request.query.exitToken);
      patients.assertUsableBy(link, accountId);
      const described = await cart.describe(accountId);
      return {
        firstName: link.patient.firstName,
        pharmacyName: link.pharmacyName,
        status: link.holderAccountId === null ? ('available' as const) : ('linked' as const),
        nextStep: described.nextStep,
      };
    },
  );

  app.post(
    '/v2/user/account/signup/nimbus',
    {
      config: withRateLimit('signup'),
      schema: {
        tags: TAGS,
        summary:
          'Creates a full account from the signup form and signs it in; an exit token joins its ' +
          'patient to the account (checked before the account is made). Answers GET /api/v2/user',
        body: nimbusSignupRequestSchema,
        response: { 200: userResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { email, password, skipEmail, exitToken } = request.body;
      const link = exitToken ? await patients.read(exitToken) : null;
      if (link) patients.assertUsableBy(link, null);
      if (await account.accounts.findByEmail(email)) throw createEmailInUseError();
      const created = await account.accounts.insert({
        type: 'full',
        email,
        passwordHash: await hashPassword(password),
        mobileNumber: null,
        referredByCode: request.session?.inviteCode ?? null,
        acceptsAgreements: true,
      });
      if (!created) throw createEmailInUseError();
      await account.signIn(request, reply, created.id);
      if (link) await patients.link(link, created.id);
      if (!skipEmail) {
        const welcome = composeWelcomeEmail(email, account.getOrigin(request));
        await account.sendQuietly(request, () => account.messages.sendEmail(welcome));
      }
      return account.users.respond(request, reply);
    },
  );

  app.post(
    '/v2/nimbus_cart/link',
    {
      config: LINK_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          "Joins an exit token's patient to the signed-in account and answers the Nimbus cart " +
          '(403 when another account holds it)',
        body: nimbusLinkRequestSchema,
        response: { 200: nimbusCartResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      await patients.link(await patients.read(request.body.exitToken), accountId);
      return cart.describe(accountId);
    },
  );

  app.get(
    '/v2/nimbus_cart',
    {
      schema: {
        tags: TAGS,
        summary:
          "The Nimbus cart (the pharmacy's prescriptions, amounts in cents) and the next step",
        response: { 200: nimbusCartResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => cart.describe(request.session?.accountId ?? null),
  );

  app.post(
    '/v2/nimbus_cart/purchase',
    {
      schema: {
        tags: TAGS,
        summary:
          'Buys the Nimbus cart for home delivery, charged to the card, through the orders ' +
          'settlement. The same Idempotency-Key (or, without one, the same cart the same day) ' +
          'answers the same order. Amounts in cents',
        headers: purchaseHeadersSchema,
        body: nimbusPurchaseRequestSchema,
        response: { 200: nimbusPurchaseResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      cart.purchase({
        accountId: requireAccountId(request),
        cardId: request.body.cardId,
        idempotencyKey: request.headers['idempotency-key'],
      }),
  );
};
