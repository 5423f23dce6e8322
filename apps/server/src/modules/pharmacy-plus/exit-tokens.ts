import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { PATIENT_CODE_LENGTH } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import { patientExitTokens, type PatientExitTokenRow } from '../../db/schema/index';
import { createNumericCode, createSecret, hashSecret, isSameHash } from '../account/secrets';
import { plusErrors } from './plus-errors';

const HOUR_MS = 60 * 60 * 1000;

/** How long a link and its code last: a pharmacy's link a week, a code asked for on the site 30 minutes. */
export const EXIT_TOKEN_RULES = {
  linkTtlMs: 7 * 24 * HOUR_MS,
  detailsTtlMs: HOUR_MS / 2,
  maxCodeAttempts: 5,
} as const;

export type ExitTokenSource = 'link' | 'details';

export interface IssuedExitToken {
  token: string;
  code: string;
  expiresAt: Date;
}

/** Exit tokens (`<id>.<secret>`) with their texted codes; only hashes are stored. */
export function createExitTokenStore(db: AppDatabase, now: () => Date = () => new Date()) {
  async function findByToken(token: string): Promise<PatientExitTokenRow> {
    const [id = '', secret = ''] = token.split('.');
    const rows = id
      ? await db.select().from(patientExitTokens).where(eq(patientExitTokens.id, id)).limit(1)
      : [];
    const row = rows[0];
    if (!row || !secret || !isSameHash(row.secretHash, hashSecret(row.id, secret))) {
      throw plusErrors.exitTokenUnknown();
    }
    return row;
  }

  return {
    async issue(patientId: string, source: ExitTokenSource): Promise<IssuedExitToken> {
      const id = createRecordId('xt');
      const secret = createSecret();
      const code = createNumericCode(PATIENT_CODE_LENGTH);
      const ttlMs = source === 'link' ? EXIT_TOKEN_RULES.linkTtlMs : EXIT_TOKEN_RULES.detailsTtlMs;
      const expiresAt = new Date(now().getTime() + ttlMs);
      await db.insert(patientExitTokens).values({
        id,
        patientId,
        source,
        secretHash: hashSecret(id, secret),
        codeHash: hashSecret(id, code),
        expiresAt,
      });
      return { token: `${id}.${secret}`, code, expiresAt };
    },

    /** The token's row; 404 for an unknown token, 410 once expired (unless it joined an account). */
    async read(token: string): Promise<PatientExitTokenRow> {
      const row = await findByToken(token);
      if (row.mappedAt === null && row.expiresAt <= now()) throw plusErrors.exitTokenExpired();
      return row;
    },

    /**
     * Checks the texted code and verifies the link for this browser session. Each check takes
     * one of the five tries first, in one statement. A link is verified once: the same session
     * asking again is answered as before; any other gets 410.
     */
    async verify(token: string, code: string, sessionId: string): Promise<PatientExitTokenRow> {
      const row = await findByToken(token);
      if (row.verifiedAt !== null) {
        if (row.verifiedSessionId === sessionId && row.mappedAt === null) return row;
        throw plusErrors.exitTokenUsed();
      }
      if (row.expiresAt <= now()) throw plusErrors.exitTokenExpired();
      const [taken] = await db
        .update(patientExitTokens)
        .set({ codeAttempts: sql`${patientExitTokens.codeAttempts} + 1` })
        .where(
          and(
            eq(patientExitTokens.id, row.id),
            lt(patientExitTokens.codeAttempts, EXIT_TOKEN_RULES.maxCodeAttempts),
            isNull(patientExitTokens.verifiedAt),
          ),
        )
        .returning({ attempts: patientExitTokens.codeAttempts });
      if (!taken) throw plusErrors.codeAttemptsExceeded();
      if (!isSameHash(row.codeHash, hashSecret(row.id, code))) {
        if (taken.attempts >= EXIT_TOKEN_RULES.maxCodeAttempts) {
          throw plusErrors.codeAttemptsExceeded();
        }
        throw plusErrors.codeInvalid();
      }
      const [verified] = await db
        .update(patientExitTokens)
        .set({ verifiedAt: now(), verifiedSessionId: sessionId })
        .where(and(eq(patientExitTokens.id, row.id), isNull(patientExitTokens.verifiedAt)))
        .returning();
      if (!verified) throw plusErrors.exitTokenUsed();
      return verified;
    },

    /** Links this session verified and that joined no account yet. */
    async listVerifiedBySession(sessionId: string): Promise<PatientExitTokenRow[]> {
      return db
        .select()
        .from(patientExitTokens)
        .where(
          and(
            eq(patientExitTokens.verifiedSessionId, sessionId),
            isNull(patientExitTokens.mappedAt),
          ),
        );
    },

    /** Marks the link as joined to the account; false when another account took it first. */
    async markMapped(rowId: string, accountId: string): Promise<boolean> {
      const rows = await db
        .update(patientExitTokens)
        .set({ mappedAccountId: accountId, mappedAt: now() })
        .where(and(eq(patientExitTokens.id, rowId), isNull(patientExitTokens.mappedAt)))
        .returning({ id: patientExitTokens.id });
      return rows.length > 0;
    },
  };
}

export type ExitTokenStore = ReturnType<typeof createExitTokenStore>;
