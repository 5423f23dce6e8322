import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, OTP_CODE_LENGTH } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { authChallenges, type AuthChallengeRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { createNumericCode, createRandomId, createSecret, hashSecret, isSameHash } from './secrets';

export type LinkKind = 'password_reset' | 'magic_link' | 'guest_login';

export const CHALLENGE_RULES = {
  otpTtlMs: 10 * 60 * 1000,
  otpMaxAttempts: 5,
  /** Codes a number may be sent within one code lifetime. */
  otpMaxSendsPerNumber: 5,
  passwordResetTtlMs: 60 * 60 * 1000,
  signInLinkTtlMs: 30 * 60 * 1000,
} as const;

/** One-time phone codes and single-use email links; only hashes of their secrets are stored. */
export function createChallengeStore(db: AppDatabase, now: () => Date = () => new Date()) {
  async function insert(
    kind: string,
    accountId: string | null,
    destination: string,
    secret: string,
    ttlMs: number,
  ): Promise<string> {
    const id = createRandomId();
    await db.insert(authChallenges).values({
      id,
      kind,
      accountId,
      destination,
      secretHash: hashSecret(id, secret),
      expiresAt: new Date(now().getTime() + ttlMs),
    });
    return id;
  }

  async function findById(id: string): Promise<AuthChallengeRow | null> {
    const rows = await db.select().from(authChallenges).where(eq(authChallenges.id, id)).limit(1);
    return rows[0] ?? null;
  }

  /** Marks it used; false when something else used it first. */
  async function consume(id: string): Promise<boolean> {
    const rows = await db
      .update(authChallenges)
      .set({ consumedAt: now() })
      .where(and(eq(authChallenges.id, id), isNull(authChallenges.consumedAt)))
      .returning({ id: authChallenges.id });
    return rows.length > 0;
  }

  return {
    /** A new code for a mobile number: the challenge id (the `tid`) and the code to text. */
    async createOtp(mobileNumber: string): Promise<{ tid: string; code: string }> {
      const code = createNumericCode(OTP_CODE_LENGTH);
      const tid = await insert('otp', null, mobileNumber, code, CHALLENGE_RULES.otpTtlMs);
      return { tid, code };
    },

    async countRecentOtps(mobileNumber: string): Promise<number> {
      const since = new Date(now().getTime() - CHALLENGE_RULES.otpTtlMs);
      const rows = await db
        .select({ total: count() })
        .from(authChallenges)
        .where(
          and(
            eq(authChallenges.kind, 'otp'),
            eq(authChallenges.destination, mobileNumber),
            gt(authChallenges.createdAt, since),
          ),
        );
      return Number(rows[0]?.total ?? 0);
    },

    /** Checks and uses up a code; throws the OTP error the client shows otherwise. */
    async verifyOtp(tid: string, mobileNumber: string, code: string): Promise<void> {
      const challenge = await findById(tid);
      if (!challenge || challenge.kind !== 'otp' || challenge.destination !== mobileNumber) {
        throw createOtpError('otpExpired');
      }
      if (challenge.consumedAt) throw createOtpError('otpUsed');
      if (challenge.expiresAt <= now()) throw createOtpError('otpExpired');
      if (challenge.attempts >= CHALLENGE_RULES.otpMaxAttempts) {
        throw createOtpError('otpAttemptsExceeded');
      }
      if (!isSameHash(challenge.secretHash, hashSecret(challenge.id, code))) {
        const rows = await db
          .update(authChallenges)
          .set({ attempts: sql`${authChallenges.attempts} + 1` })
          .where(eq(authChallenges.id, tid))
          .returning({ attempts: authChallenges.attempts });
        const attempts = rows[0]?.attempts ?? CHALLENGE_RULES.otpMaxAttempts;
        throw createOtpError(
          attempts >= CHALLENGE_RULES.otpMaxAttempts ? 'otpAttemptsExceeded' : 'otpInvalid',
        );
      }
      if (!(await consume(tid))) throw createOtpError('otpUsed');
    },

    /** A new single-use link token for an account; earlier unused links of that kind stop working. */
    async createLink(
      kind: LinkKind,
      accountId: string,
      email: string,
      ttlMs: number,
    ): Promise<string> {
      await db
        .update(authChallenges)
        .set({ consumedAt: now() })
        .where(
          and(
            eq(authChallenges.kind, kind),
            eq(authChallenges.accountId, accountId),
            isNull(authChallenges.consumedAt),
          ),
        );
      const secret = createSecret();
      const id = await insert(kind, accountId, email, secret, ttlMs);
      return `${id}.${secret}`;
    },

    /** Uses up a link token of one of the kinds; the account it signs in. Throws a link error. */
    async consumeLink(kinds: readonly LinkKind[], token: string): Promise<string> {
      const [id = '', secret = ''] = LINK_TOKEN_PATTERN.test(token) ? token.split('.') : [];
      const challenge = id && secret ? await findById(id) : null;
      const isGenuine =
        challenge !== null &&
        challenge.accountId !== null &&
        (kinds as readonly string[]).includes(challenge.kind) &&
        isSameHash(challenge.secretHash, hashSecret(challenge.id, secret));
      if (!isGenuine || !challenge.accountId) throw createLinkError('linkInvalid');
      if (challenge.consumedAt) throw createLinkError('linkUsed');
      if (challenge.expiresAt <= now()) throw createLinkError('linkExpired');
      if (!(await consume(challenge.id))) throw createLinkError('linkUsed');
      return challenge.accountId;
    },
  };
}

const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{1,64}$/;

export type ChallengeStore = ReturnType<typeof createChallengeStore>;

type OtpFailure = 'otpInvalid' | 'otpExpired' | 'otpUsed' | 'otpAttemptsExceeded';

const OTP_FAILURE_STATUS: Record<OtpFailure, number> = {
  otpInvalid: 400,
  otpExpired: 410,
  otpUsed: 410,
  otpAttemptsExceeded: 429,
};

/** A wrong code is shown beside the field; the others need a new code, so the modal opens. */
export function createOtpError(failure: OtpFailure): HttpError {
  const code = AUTH_ERROR_CODES[failure];
  return new HttpError(OTP_FAILURE_STATUS[failure], code, AUTH_MESSAGES[failure], {
    errorDetails: { errorName: code, showModal: failure !== 'otpInvalid' },
  });
}

type LinkFailure = 'linkInvalid' | 'linkExpired' | 'linkUsed';

export function createLinkError(failure: LinkFailure): HttpError {
  return new HttpError(
    failure === 'linkInvalid' ? 400 : 410,
    AUTH_ERROR_CODES[failure],
    AUTH_MESSAGES[failure],
    {
      errorDetails: {
        reason:
          failure === 'linkInvalid' ? 'invalid' : failure === 'linkExpired' ? 'expired' : 'used',
      },
    },
  );
}
