import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AUTH_ERROR_CODES, AUTH_MESSAGES, OTP_CODE_LENGTH } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { authChallenges, type AuthChallengeRow } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { createNumericCode, createRandomId, createSecret, hashSecret, isSameHash } from './secrets';

export type LinkKind = 'password_reset' | 'magic_link' | 'guest_login';

export const CHALLENGE_RULES = {
  otpTtlMs: 10 * 60 * 1000,
  otpMaxAttempts: 5,
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

    /**
     * Checks and uses up a code. Every check takes one of the code's attempts first, in one
     * statement, so that guesses sent at once cannot check more codes than the limit.
     */
    async verifyOtp(tid: string, mobileNumber: string, code: string): Promise<OtpCheck> {
      const challenge = await findById(tid);
      if (!challenge || challenge.kind !== 'otp' || challenge.destination !== mobileNumber) {
        return refuseOtp('otpExpired');
      }
      if (challenge.consumedAt) return refuseOtp('otpUsed');
      if (challenge.expiresAt <= now()) return refuseOtp('otpExpired');
      const [taken] = await db
        .update(authChallenges)
        .set({ attempts: sql`${authChallenges.attempts} + 1` })
        .where(
          and(
            eq(authChallenges.id, tid),
            lt(authChallenges.attempts, CHALLENGE_RULES.otpMaxAttempts),
            isNull(authChallenges.consumedAt),
          ),
        )
        .returning({ attempts: authChallenges.attempts });
      if (!taken) return refuseOtp('otpAttemptsExceeded');
      if (!isSameHash(challenge.secretHash, hashSecret(challenge.id, code))) {
        const isLast = taken.attempts >= CHALLENGE_RULES.otpMaxAttempts;
        return { ...refuseOtp(isLast ? 'otpAttemptsExceeded' : 'otpInvalid'), isWrongCode: true };
      }
      if (!(await consume(tid))) return refuseOtp('otpUsed');
      return { isVerified: true };
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

/** A code checked: verified, or refused with the error to answer (a wrong code is a guess). */
export type OtpCheck = { isVerified: true } | OtpRefusal;
type OtpRefusal = { isVerified: false; error: HttpError; isWrongCode: boolean };

function refuseOtp(failure: OtpFailure): OtpRefusal {
  return { isVerified: false, error: createOtpError(failure), isWrongCode: false };
}

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
