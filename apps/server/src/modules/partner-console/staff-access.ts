import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { PHARMACY_PLUS_ERROR_CODES, PHARMACY_PLUS_MESSAGES } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import {
  accounts,
  partnerStaff,
  type AccountRow,
  type PartnerStaffRow,
} from '../../db/schema/index';
import { requireAccountId } from '../../plugins/authentication';
import { HttpError } from '../../plugins/http-error';

/** The signed-in staff member and the one pharmacy they work for. */
export interface PartnerStaffMember {
  account: AccountRow;
  membership: PartnerStaffRow;
  partnerPharmacyId: string;
}

/** 401 when signed out, 403 for anyone who is not staff of a partner pharmacy. */
export async function requirePartnerStaff(
  db: AppDatabase,
  request: FastifyRequest,
): Promise<PartnerStaffMember> {
  const accountId = requireAccountId(request);
  const [row] = await db
    .select({ account: accounts, membership: partnerStaff })
    .from(partnerStaff)
    .innerJoin(accounts, eq(accounts.id, partnerStaff.accountId))
    .where(eq(partnerStaff.accountId, accountId))
    .limit(1);
  if (!row || row.account.disabledAt !== null) {
    throw new HttpError(403, PHARMACY_PLUS_ERROR_CODES.staffOnly, PHARMACY_PLUS_MESSAGES.staffOnly);
  }
  return { ...row, partnerPharmacyId: row.membership.partnerPharmacyId };
}
