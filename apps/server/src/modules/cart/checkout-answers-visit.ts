import { GENDERS, type VisitPatient } from '@fillwell/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { carts, type CartRow } from '../../db/schema/index';
import { saveVisitPatientFacts } from '../profile/visit-patient-facts';
import { findCart } from './cart-repository';

const NO_VISIT_PATIENT = { visitState: null, visitDob: null, visitGender: null } as const;

/**
 * An online visit's eligibility answers given with the cart: an account's become its own at once;
 * a visitor's wait with the cart until an account takes it.
 */
export async function keepVisitPatient(
  tx: Executor,
  cart: CartRow,
  accountId: string | null,
  patient: VisitPatient,
): Promise<void> {
  if (accountId) return saveVisitPatientFacts(tx, accountId, patient, 'replace');
  await tx
    .update(carts)
    .set({
      visitState: patient.state,
      visitDob: patient.dob ?? null,
      visitGender: patient.gender ?? null,
    })
    .where(eq(carts.id, cart.id));
}

function readVisitPatient(cart: CartRow): VisitPatient | null {
  if (!cart.visitState) return null;
  const gender = GENDERS.find((value) => value === cart.visitGender);
  return { state: cart.visitState, dob: cart.visitDob ?? undefined, gender };
}

/**
 * Before a visitor's cart joins the account that signed in on its session: the answers it
 * carries, taken off it.
 */
export async function takeVisitorPatient(
  db: Executor,
  sessionId: string,
): Promise<VisitPatient | null> {
  const cart = await findCart(db, { sessionId });
  const patient = cart ? readVisitPatient(cart) : null;
  if (cart && patient) await db.update(carts).set(NO_VISIT_PATIENT).where(eq(carts.id, cart.id));
  return patient;
}

/** Answers given before signing in fill only what the account lacks. */
export async function giveVisitorPatient(
  db: Executor,
  accountId: string,
  patient: VisitPatient | null,
): Promise<void> {
  if (patient) await saveVisitPatientFacts(db, accountId, patient, 'fill-missing');
}
