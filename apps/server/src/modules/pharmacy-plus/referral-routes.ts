import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import {
  createReferralRequestSchema,
  createReferralResponseSchema,
  openReferralRequestSchema,
  openReferralResponseSchema,
} from '@fillwell/contracts';
import type { MessageSender } from '../../adapters/messages/index';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import { patientReferrals } from '../../db/schema/index';
import { PRODUCT } from '@fillwell/domain';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import { withRateLimit } from '../../plugins/rate-limits';
import { createSecret, hashSecret, isSameHash } from '../account/secrets';
import { requireAccountPatient } from './patient-access';
import type { PatientOnboarding } from './patient-onboarding';
import { composeReferralEmail } from './patient-messages';
import { findPatient, findPharmacy } from './patient-repository';
import { plusErrors } from './plus-errors';
import { toPharmacy } from './plus-views';

const TAGS = ['pharmacy-plus'];
/** Where an invitation opens (the Pharmacy Plus page), with its token. */
const REFERRAL_PATH = `/${PRODUCT.slug}-pharmacy-plus`;

export interface ReferralRoutesContext {
  db: AppDatabase;
  config: AppConfig;
  onboarding: PatientOnboarding;
  messages: MessageSender;
}

/** Organic referrals: a patient invites a friend by e-mail; the friend's link is opened. */
export function registerReferralRoutes(
  app: FastifyInstance,
  { db, config, onboarding, messages }: ReferralRoutesContext,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const originOf = (request: FastifyRequest) =>
    config.publicUrl ?? `${request.protocol}://${request.host}`;

  typed.post(
    '/reverie/api/patient/organic_referrals/',
    {
      config: withRateLimit({ max: 10, timeWindow: '10 minutes' }),
      schema: {
        tags: TAGS,
        summary:
          "Invites a friend by e-mail; exit_token is the patient's own link (verified in this " +
          'browser, or joined to the signed-in account: 403 otherwise); without it, the ' +
          "signed-in account's patient (401 signed out, 404 for an account with none)",
        body: createReferralRequestSchema,
        response: { 200: createReferralResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = request.body.exitToken
        ? await onboarding.requireTokenPatient(
            request.body.exitToken,
            request.session?.id ?? null,
            request.session?.accountId ?? null,
          )
        : await requireAccountPatient(db, request);
      const pharmacy = await findPharmacy(db, patient.partnerPharmacyId);
      const id = createRecordId('rf');
      const secret = createSecret();
      const [created] = await db
        .insert(patientReferrals)
        .values({
          id,
          referrerPatientId: patient.id,
          email: request.body.email,
          secretHash: hashSecret(id, secret),
        })
        .returning();
      if (!created) throw new Error('referral missing after insert');
      const link = `${originOf(request)}${REFERRAL_PATH}?referral_token=${id}.${secret}`;
      try {
        await messages.sendEmail(
          composeReferralEmail(request.body.email, patient.firstName, pharmacy?.name ?? '', link),
        );
      } catch (error) {
        request.log.error({ err: error }, 'A referral could not be sent');
      }
      return {
        referral: { id, email: created.email, createdOn: created.createdAt.toISOString() },
      };
    },
  );

  typed.put(
    '/reverie/api/patient/organic_referrals/',
    {
      config: withRateLimit({ max: 30, timeWindow: '1 minute' }),
      schema: {
        tags: TAGS,
        summary:
          "A friend opened an invitation's link (exit_token is the invitation's token): answers " +
          'the pharmacy and who invited them; 404 for an unknown invitation',
        body: openReferralRequestSchema,
        response: { 200: openReferralResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const [id = '', secret = ''] = request.body.exitToken.split('.');
      const [referral] = await db
        .select()
        .from(patientReferrals)
        .where(eq(patientReferrals.id, id))
        .limit(1);
      if (!referral || !isSameHash(referral.secretHash, hashSecret(referral.id, secret))) {
        throw plusErrors.referralUnknown();
      }
      await db
        .update(patientReferrals)
        .set({ openedAt: new Date() })
        .where(and(eq(patientReferrals.id, referral.id), isNull(patientReferrals.openedAt)));
      const referrer = await findPatient(db, referral.referrerPatientId);
      const pharmacy = referrer ? await findPharmacy(db, referrer.partnerPharmacyId) : null;
      if (!referrer || !pharmacy) throw plusErrors.referralUnknown();
      return { pharmacy: toPharmacy(pharmacy), referrerFirstName: referrer.firstName };
    },
  );
}
