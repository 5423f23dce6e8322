import { and, eq, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { accounts, sessions, type AccountRow } from '../../db/schema/index';
import { createRandomId, createReferralCode } from './secrets';

export type AccountType = 'full' | 'guest' | 'sms_otp';

export interface NewAccount {
  type: AccountType;
  email: string | null;
  passwordHash: string | null;
  mobileNumber: string | null;
  referredByCode: string | null;
  acceptsAgreements: boolean;
}

/** Accounts as sign-in needs them: by email, by phone, created, given a password. */
export function createAccountRepository(db: AppDatabase) {
  const repository = {
    async findByEmail(email: string): Promise<AccountRow | null> {
      const rows = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
      return rows[0] ?? null;
    },

    async findById(id: string): Promise<AccountRow | null> {
      const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The phone-code account of a mobile number (ten digits), oldest first. */
    async findPhoneAccount(mobileNumber: string): Promise<AccountRow | null> {
      const rows = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.mobileNumber, mobileNumber), eq(accounts.type, 'sms_otp')))
        .orderBy(accounts.createdAt)
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Another account that a mobile number (1 and ten digits) is proven for: the phone-code
     * account signing in with it, or one whose texted code proved it.
     */
    async findNumberOwner(mobileNumber: string, exceptId: string): Promise<AccountRow | null> {
      const rows = await db
        .select()
        .from(accounts)
        .where(
          and(
            inArray(accounts.mobileNumber, [mobileNumber, mobileNumber.slice(-10)]),
            ne(accounts.id, exceptId),
            or(eq(accounts.type, 'sms_otp'), isNotNull(accounts.mobileVerifiedAt)),
          ),
        )
        .orderBy(accounts.createdAt)
        .limit(1);
      return rows[0] ?? null;
    },

    /** A texted code proved the number (1 and ten digits) for the account. */
    async markMobileVerified(id: string, mobileNumber: string): Promise<void> {
      await db
        .update(accounts)
        .set({ mobileNumber, mobileVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(accounts.id, id));
    },

    /** Inserts the account; null when its email is already used (unique index). */
    async insert(account: NewAccount): Promise<AccountRow | null> {
      const rows = await db
        .insert(accounts)
        .values({
          id: createRandomId(),
          type: account.type,
          email: account.email,
          passwordHash: account.passwordHash,
          mobileNumber: account.mobileNumber,
          referralCode: createReferralCode(),
          referredByCode: account.referredByCode,
          acceptsAgreementsAt: account.acceptsAgreements ? new Date() : null,
        })
        .onConflictDoNothing()
        .returning();
      return rows[0] ?? null;
    },

    /** A guest account (email only) for a new email; null when the email is already used. */
    async insertGuest(email: string, referredByCode: string | null): Promise<AccountRow | null> {
      if (await repository.findByEmail(email)) return null;
      return repository.insert({
        type: 'guest',
        email,
        passwordHash: null,
        mobileNumber: null,
        referredByCode,
        acceptsAgreements: true,
      });
    },

    /** Sets the password; a guest or phone-code account with an email becomes a full one. */
    async setPassword(id: string, passwordHash: string): Promise<void> {
      const account = await this.findById(id);
      const type = account?.email && account.type !== 'full' ? 'full' : account?.type;
      await db
        .update(accounts)
        .set({ passwordHash, type, updatedAt: new Date() })
        .where(eq(accounts.id, id));
    },

    /** Signs the account out everywhere except the given session (after a password change). */
    async endOtherSessions(accountId: string, keepSessionId: string | null): Promise<void> {
      const sessionsOfAccount = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.accountId, accountId));
      for (const { id } of sessionsOfAccount) {
        if (id !== keepSessionId) await db.delete(sessions).where(eq(sessions.id, id));
      }
    },

    async hasNoPassword(id: string): Promise<boolean> {
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, id), isNull(accounts.passwordHash)));
      return rows.length > 0;
    },
  };
  return repository;
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
