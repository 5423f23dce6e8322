import { eq, sql, type SQL } from 'drizzle-orm';
import type { VisitPatient } from '@fillwell/contracts';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema/index';

/**
 * How an online visit's eligibility answers reach an account: the person's own answers replace
 * what it holds; answers given before signing in only fill what it lacks.
 */
export type VisitPatientSaving = 'replace' | 'fill-missing';

type PatientColumn =
  typeof accounts.dob | typeof accounts.gender | typeof accounts.telemedCurrentState;

function toValue(column: PatientColumn, value: string, saving: VisitPatientSaving): SQL | string {
  return saving === 'replace' ? value : sql`coalesce(${column}, ${value})`;
}

/** The state, date of birth and sex given (each only when given) become the account's. */
export async function saveVisitPatientFacts(
  db: Executor,
  accountId: string,
  patient: Partial<VisitPatient>,
  saving: VisitPatientSaving,
): Promise<void> {
  const changes = {
    ...(patient.state
      ? { telemedCurrentState: toValue(accounts.telemedCurrentState, patient.state, saving) }
      : {}),
    ...(patient.dob ? { dob: toValue(accounts.dob, patient.dob, saving) } : {}),
    ...(patient.gender ? { gender: toValue(accounts.gender, patient.gender, saving) } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.id, accountId));
}
