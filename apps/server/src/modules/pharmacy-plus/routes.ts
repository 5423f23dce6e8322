import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPaymentProvider } from '../../adapters/payments/index';
import { createAccountContext } from '../account/account-context';
import type { ModuleRoutesOptions } from '../module-options';
import type { PharmacyIndex } from '../pharmacies/index';
import { registerChatRoutes } from './chat-routes';
import { registerOnboardingRoutes } from './onboarding-routes';
import { createOrderBuilding } from './order-building';
import { registerOrderRoutes } from './order-routes';
import { createOrderSubmission } from './order-submission';
import type { PharmacyPlusServices } from './plus-services';
import { registerPrescriptionRoutes } from './prescription-routes';
import { registerReferralRoutes } from './referral-routes';
import { registerSurveyRoutes } from './survey-routes';

export interface PharmacyPlusRoutesOptions extends ModuleRoutesOptions {
  pharmacies: PharmacyIndex;
  pharmacyPlus: PharmacyPlusServices;
}

/** Pharmacy Plus, the partner pharmacy's patients (partner-and-shell §7 "Reverie" calls). */
export const pharmacyPlusRoutes: FastifyPluginAsyncZod<PharmacyPlusRoutesOptions> = async (
  app,
  options,
) => {
  const { db, config, pharmacyPlus } = options;
  const { catalogue, clock, messages, onboarding, chats, hub, surveys } = pharmacyPlus;
  const provider = await createPaymentProvider(config, db, {
    onUnexpectedError: (error) => app.log.error({ err: error }, 'payment provider failed'),
  });
  const building = createOrderBuilding({ db, catalogue, clock });
  const submission = createOrderSubmission({
    db,
    catalogue,
    clock,
    provider,
    messages,
    building,
    onMessageFailed: (error) => app.log.warn({ err: error }, 'order message not sent'),
  });

  registerOnboardingRoutes(app, {
    db,
    onboarding,
    account: createAccountContext(app, options),
  });
  registerPrescriptionRoutes(app, { db, catalogue, clock, onboarding });
  registerOrderRoutes(app, { db, catalogue, building, submission });
  registerChatRoutes(app, { db, chats, hub });
  registerSurveyRoutes(app, { db, surveys });
  registerReferralRoutes(app, { db, config, onboarding, messages });
};
