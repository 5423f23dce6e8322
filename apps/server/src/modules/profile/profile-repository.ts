import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { accounts } from '../../db/schema/index';

const PROFILE_COLUMNS = {
  email: accounts.email,
  mobileNumber: accounts.mobileNumber,
  smsOptIn: accounts.smsOptIn,
  medInfoOptIn: accounts.medInfoOptIn,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  dob: accounts.dob,
  gender: accounts.gender,
  telemedCurrentState: accounts.telemedCurrentState,
};

export interface ProfileRow {
  email: string | null;
  mobileNumber: string | null;
  smsOptIn: boolean;
  medInfoOptIn: boolean;
  firstName: string | null;
  lastName: string | null;
  dob: string | null;
  gender: string | null;
  telemedCurrentState: string | null;
}

export type ProfileColumnChanges = Partial<ProfileRow>;

/** The profile columns of one account, read and written by the account's id only. */
export function createProfileRepository(db: AppDatabase) {
  return {
    async find(accountId: string): Promise<ProfileRow | null> {
      const rows = await db
        .select(PROFILE_COLUMNS)
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * One statement, so a failure leaves every column as it was. Null when the account is gone.
     * A new mobile number is no longer one a texted code proved.
     */
    async update(accountId: string, changes: ProfileColumnChanges): Promise<ProfileRow | null> {
      const rows = await db
        .update(accounts)
        .set({
          ...changes,
          ...(changes.mobileNumber === undefined
            ? {}
            : { mobileVerifiedAt: keepVerificationIfSameNumber(changes.mobileNumber) }),
          updatedAt: new Date(),
        })
        .where(eq(accounts.id, accountId))
        .returning(PROFILE_COLUMNS);
      return rows[0] ?? null;
    },

    async isEmailUsedByAnother(email: string, accountId: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.email, email), ne(accounts.id, accountId)))
        .limit(1);
      return rows.length > 0;
    },

    async findReferralCode(accountId: string): Promise<string | null> {
      const rows = await db
        .select({ referralCode: accounts.referralCode })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .limit(1);
      return rows[0]?.referralCode ?? null;
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;

/** Numbers compare by their last ten digits: verified ones are kept with the country code. */
function keepVerificationIfSameNumber(mobileNumber: string | null): SQL {
  return sql`CASE WHEN right(${accounts.mobileNumber}, 10) = right(${mobileNumber}, 10) THEN ${accounts.mobileVerifiedAt} ELSE NULL END`;
}
