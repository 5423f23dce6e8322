import type { Profile, ProfileChanges, Referral } from '@fillwell/contracts';
import { AUTH_ERROR_CODES } from '@fillwell/contracts';
import { ACCOUNT_MESSAGES, INVITE_REWARD_CENTS } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { createUnauthorizedError, HttpError } from '../../plugins/http-error';
import { isUniqueViolation } from '../../db/errors';
import { createProfileRepository, type ProfileRow } from './profile-repository';

/** 409 naming the email field, so forms can show it there. */
function createEmailInUseError(): HttpError {
  return new HttpError(409, AUTH_ERROR_CODES.emailInUse, ACCOUNT_MESSAGES.emailInUse, {
    validationErrors: { email: [ACCOUNT_MESSAGES.emailInUse] },
  });
}

export function toProfile(row: ProfileRow): Profile {
  return {
    ...row,
    gender: row.gender === 'male' || row.gender === 'female' ? row.gender : null,
  };
}

/** The signed-in person's editable profile and own invite link. */
export function createProfileService(db: AppDatabase) {
  const profiles = createProfileRepository(db);

  return {
    /** Applies every change or none; an email another account uses is a 409. */
    async update(accountId: string, changes: ProfileChanges): Promise<Profile> {
      if (changes.email && (await profiles.isEmailUsedByAnother(changes.email, accountId))) {
        throw createEmailInUseError();
      }
      try {
        const row = await profiles.update(accountId, changes);
        if (!row) throw createUnauthorizedError();
        return toProfile(row);
      } catch (error) {
        // Another account took the email between the check and the update.
        if (isUniqueViolation(error)) throw createEmailInUseError();
        throw error;
      }
    },

    async readReferral(accountId: string, siteOrigin: string): Promise<Referral> {
      const referralCode = await profiles.findReferralCode(accountId);
      if (!referralCode) throw createUnauthorizedError();
      return {
        referralCode,
        inviteUrl: `${siteOrigin}/invite/${encodeURIComponent(referralCode)}`,
        rewardCents: INVITE_REWARD_CENTS,
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
