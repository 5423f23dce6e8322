import type { FastifyRequest } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { PartnerPatientRow } from '../../db/schema/index';
import { requireAccountId } from '../../plugins/authentication';
import { findPatient, listAccountPatients } from './patient-repository';
import { plusErrors } from './plus-errors';

/** The signed-in account's patient of that id; 404 for anyone else's (401 signed out). */
export async function requireOwnPatient(
  db: AppDatabase,
  request: FastifyRequest,
  patientId: string,
): Promise<PartnerPatientRow> {
  const accountId = requireAccountId(request);
  const patient = await findPatient(db, patientId);
  if (!patient || patient.accountId !== accountId) throw plusErrors.patientMissing();
  return patient;
}

/** The signed-in account's patient (the latest linked); 404 when it has none. */
export async function requireAccountPatient(
  db: AppDatabase,
  request: FastifyRequest,
): Promise<PartnerPatientRow> {
  const accountId = requireAccountId(request);
  const [patient] = await listAccountPatients(db, accountId);
  if (!patient) throw plusErrors.patientMissing();
  return patient;
}
