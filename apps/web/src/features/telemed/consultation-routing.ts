import type { Consultation } from '@fillwell/contracts';
import {
  CONSULTATION_MESSAGES,
  getConsultationDestination,
  isConsultationBeingCreated,
  isConsultationToStart,
  LIMITS,
  shouldRetryConsultationLoad,
  shouldRetryConsultationStart,
  type ConsultationCreationStatus,
} from '@fillwell/domain';

/** Where /consultation/{id} ends: another page, or a message on this one. */
export type ConsultationRoute = { kind: 'go'; to: string } | { kind: 'message'; message: string };

export interface ConsultationRoutingDeps {
  load: () => Promise<Consultation>;
  start: () => Promise<Consultation>;
  wait: (ms: number) => Promise<void>;
  /** The page the person came from, if known. */
  referrer: string | null;
}

/** The message for a visit that could not be set up, or null when it was. */
function describeSetupProblem(creationStatus: ConsultationCreationStatus): string | null {
  if (isConsultationBeingCreated(creationStatus)) return CONSULTATION_MESSAGES.troubleSettingUp;
  if (creationStatus === 'error') return CONSULTATION_MESSAGES.issueSettingUp;
  return null;
}

async function loadWhileCreating(deps: ConsultationRoutingDeps): Promise<Consultation> {
  let consultation = await deps.load();
  for (let retries = 0; shouldRetryConsultationLoad(consultation.creationStatus, retries);) {
    retries += 1;
    await deps.wait(LIMITS.consultationPollIntervalMs);
    consultation = await deps.load();
  }
  return consultation;
}

async function startWhileCreating(deps: ConsultationRoutingDeps): Promise<Consultation> {
  let consultation = await deps.start();
  for (let retries = 0; shouldRetryConsultationStart(consultation.creationStatus, retries);) {
    retries += 1;
    consultation = await deps.start();
  }
  return consultation;
}

/**
 * core-shopping §4: load the consultation (asking again while it is set up), then send the
 * person where its status says, starting the visit first when it is still to be filled in.
 */
export async function routeConsultation(deps: ConsultationRoutingDeps): Promise<ConsultationRoute> {
  const loaded = await loadWhileCreating(deps);
  const loadProblem = describeSetupProblem(loaded.creationStatus);
  if (loadProblem) return { kind: 'message', message: loadProblem };
  const routable = { link: loaded.link, status: loaded.status.value };
  const to = getConsultationDestination(routable, deps.referrer);
  if (!isConsultationToStart(to, routable)) return { kind: 'go', to };
  const started = await startWhileCreating(deps);
  const startProblem = describeSetupProblem(started.creationStatus);
  return startProblem ? { kind: 'message', message: startProblem } : { kind: 'go', to };
}
