import type { FastifyRequest } from 'fastify';
import { TELEMED_ERROR_CODES } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { requireAccountId } from '../../plugins/authentication';
import { HttpError } from '../../plugins/http-error';
import { formatFullName } from '../telemed/index';
import { readClinicianAccount } from './clinician-repository';

export const CLINICIAN_ONLY_MESSAGE = 'Only clinicians can review doctor visits.';

/** The signed-in clinician. */
export interface Clinician {
  id: string;
  name: string;
}

/** 401 when signed out, 403 for anyone who is not a clinician. */
export async function requireClinician(
  db: AppDatabase,
  request: FastifyRequest,
): Promise<Clinician> {
  const accountId = requireAccountId(request);
  const account = await readClinicianAccount(db, accountId);
  if (account?.type !== 'clinician') {
    throw new HttpError(403, TELEMED_ERROR_CODES.forbidden, CLINICIAN_ONLY_MESSAGE);
  }
  return { id: account.id, name: formatFullName(account) };
}
