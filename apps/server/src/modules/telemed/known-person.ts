import type { Executor } from '../../db/client';
import { readSessionState, readTelemedAccount } from './telemed-repository';

/** Whose eligibility is judged: a signed-in account and/or a browser session. */
export interface TelemedActor {
  accountId: string | null;
  sessionId: string | null;
}

/** What the eligibility rules know of a person; null where nothing is known. */
export interface KnownPerson {
  state: string | null;
  dob: string | null;
  gender: 'male' | 'female' | null;
}

/**
 * The state judged: the one asked for, else the account's telemed state, else the state of the
 * session's location; with the account's date of birth and sex.
 */
export async function readKnownPerson(
  db: Executor,
  actor: TelemedActor,
  requestedState: string | null = null,
): Promise<KnownPerson> {
  const account = actor.accountId ? await readTelemedAccount(db, actor.accountId) : undefined;
  const knownState = requestedState ?? account?.telemedCurrentState ?? null;
  const state =
    knownState ?? (actor.sessionId ? await readSessionState(db, actor.sessionId) : null);
  const gender = account?.gender;
  return {
    state,
    dob: account?.dob ?? null,
    gender: gender === 'male' || gender === 'female' ? gender : null,
  };
}
