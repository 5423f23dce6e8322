import { createMessageSender, type MessageSender } from '../../adapters/messages/index';
import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { createSignInThrottle } from '../account/login-throttle';
import type { CatalogueIndex } from '../catalog/index';
import type { Clock } from '../scheduling/index';
import { createChatHub, type ChatHub } from './chat-hub';
import { createPharmacyChatService, type PharmacyChatService } from './chat-service';
import { createExitTokenStore } from './exit-tokens';
import { createPatientOnboarding, type PatientOnboarding } from './patient-onboarding';
import { createSurveyService, type SurveyService } from './survey-service';

/** What the patients' side and the partner console share: one chat hub, links, surveys. */
export interface PharmacyPlusServices {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  clock: Clock;
  messages: MessageSender;
  hub: ChatHub;
  chats: PharmacyChatService;
  onboarding: PatientOnboarding;
  surveys: SurveyService;
}

export interface PharmacyPlusServicesOptions {
  db: AppDatabase;
  config: AppConfig;
  catalogue: CatalogueIndex;
  clock: Clock;
}

export function createPharmacyPlusServices(
  options: PharmacyPlusServicesOptions,
): PharmacyPlusServices {
  const { db, config, catalogue, clock } = options;
  const messages = createMessageSender(config, db);
  const hub = createChatHub();
  return {
    db,
    catalogue,
    clock,
    messages,
    hub,
    chats: createPharmacyChatService({ db, hub }),
    onboarding: createPatientOnboarding({
      db,
      exitTokens: createExitTokenStore(db),
      messages,
      throttle: createSignInThrottle(db),
    }),
    surveys: createSurveyService(db),
  };
}
