import { and, eq, sql } from 'drizzle-orm';
import type {
  ExitTokenStatusResponse,
  VerifiedPatientResponse,
  VerifyPatientDetailsResponse,
} from '@fillwell/contracts';
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@fillwell/contracts';
import {
  isMessageDeliveryError,
  type MessageSender,
  type SmsMessage,
} from '../../adapters/messages/index';
import { HttpError } from '../../plugins/http-error';
import type { AppDatabase } from '../../db/client';
import {
  accounts,
  partnerPatients,
  type PartnerPatientRow,
  type PatientExitTokenRow,
} from '../../db/schema/index';
import type { SignInThrottle, ThrottleClient } from '../account/login-throttle';
import { formatWait } from '../account/login-throttle';
import type { ExitTokenStore } from './exit-tokens';
import { buildExitLink, composeCodeSms, composeLinkSms } from './patient-messages';
import { findPatient, findPharmacy } from './patient-repository';
import { plusErrors } from './plus-errors';
import { maskPhone, toPatient } from './plus-views';

/** Details that match no patient are counted per client, whatever was typed. */
const VERIFY_SUBJECT = 'pharmacy-plus-verify';

export interface PatientOnboardingOptions {
  db: AppDatabase;
  exitTokens: ExitTokenStore;
  messages: MessageSender;
  throttle: SignInThrottle;
}

export interface PatientDetails {
  lastName: string;
  /** ISO date. */
  dob: string;
  /** Ten digits. */
  phoneNumber: string;
}

/** Verification (§5), links and their joining an account. */
export function createPatientOnboarding({
  db,
  exitTokens,
  messages,
  throttle,
}: PatientOnboardingOptions) {
  /** A text the provider refuses answers 502 with a message the person can act on. */
  async function sendText(message: SmsMessage): Promise<void> {
    try {
      await messages.sendSms(message);
    } catch (error) {
      if (!isMessageDeliveryError(error)) throw error;
      throw new HttpError(502, AUTH_ERROR_CODES.messageNotSent, AUTH_MESSAGES.otpNotSent);
    }
  }

  async function requirePatient(patientId: string): Promise<PartnerPatientRow> {
    const patient = await findPatient(db, patientId);
    if (!patient) throw plusErrors.exitTokenUnknown();
    return patient;
  }

  async function describeVerified(
    row: PatientExitTokenRow,
    patient: PartnerPatientRow,
  ): Promise<VerifiedPatientResponse> {
    const pharmacy = await findPharmacy(db, patient.partnerPharmacyId);
    return {
      status: row.mappedAt ? 'mapped' : row.verifiedAt ? 'verified' : 'pending',
      patient: toPatient(patient, pharmacy),
      hasAccount: patient.accountId !== null,
    };
  }

  /** Joins the patient to the account (and makes it a Pharmacy Plus account). */
  async function joinAccount(row: PatientExitTokenRow, accountId: string) {
    const patient = await requirePatient(row.patientId);
    if (patient.accountId !== null && patient.accountId !== accountId) {
      throw plusErrors.exitTokenUsed();
    }
    const [otherAtPharmacy] = await db
      .select({ id: partnerPatients.id })
      .from(partnerPatients)
      .where(
        and(
          eq(partnerPatients.partnerPharmacyId, patient.partnerPharmacyId),
          eq(partnerPatients.accountId, accountId),
        ),
      )
      .limit(1);
    if (otherAtPharmacy && otherAtPharmacy.id !== patient.id) throw plusErrors.exitTokenUsed();
    if (!(await exitTokens.markMapped(row.id, accountId))) throw plusErrors.exitTokenUsed();
    await db
      .update(partnerPatients)
      .set({ accountId })
      .where(and(eq(partnerPatients.id, patient.id), sql`${partnerPatients.accountId} IS NULL`));
    await db
      .update(accounts)
      .set({ isReverieUser: true, updatedAt: new Date() })
      .where(eq(accounts.id, accountId));
    return { ...patient, accountId };
  }

  return {
    /** Texts a code to a patient found by their details; 404 otherwise, 429 after five misses. */
    async startVerification(
      details: PatientDetails,
      client: ThrottleClient,
    ): Promise<VerifyPatientDetailsResponse> {
      const perClient = { ...client, isTrusted: true };
      const waitMs = await throttle.getWaitMs('patient_verify_failure', VERIFY_SUBJECT, perClient);
      if (waitMs > 0) throw plusErrors.tooManyAttempts(formatWait(waitMs));
      const [patient] = await db
        .select()
        .from(partnerPatients)
        .where(
          and(
            sql`lower(${partnerPatients.lastName}) = ${details.lastName.toLowerCase()}`,
            eq(partnerPatients.dob, details.dob),
            eq(partnerPatients.mobileNumber, details.phoneNumber),
          ),
        )
        .orderBy(sql`${partnerPatients.createdAt} desc`)
        .limit(1);
      if (!patient) {
        await throttle.record('patient_verify_failure', VERIFY_SUBJECT, perClient);
        throw plusErrors.patientNotFound();
      }
      const sendSubject = `plus:${patient.mobileNumber}`;
      const sendWaitMs = await throttle.getWaitMs('otp_send', sendSubject, client);
      if (sendWaitMs > 0) throw plusErrors.tooManyAttempts(formatWait(sendWaitMs));
      await throttle.record('otp_send', sendSubject, client);
      const pharmacy = await findPharmacy(db, patient.partnerPharmacyId);
      const issued = await exitTokens.issue(patient.id, 'details');
      await sendText(
        composeCodeSms(patient.mobileNumber, pharmacy?.name ?? 'Your pharmacy', issued.code),
      );
      return {
        exitToken: issued.token,
        sentTo: maskPhone(patient.mobileNumber),
        codeExpiresAt: issued.expiresAt.toISOString(),
      };
    },

    /** A new link and code for the patient, texted; for the pharmacy's console. */
    async sendLink(patient: PartnerPatientRow, pharmacyName: string, origin: string) {
      const issued = await exitTokens.issue(patient.id, 'link');
      const link = buildExitLink(origin, issued.token);
      await sendText(composeLinkSms(patient.mobileNumber, pharmacyName, link, issued.code));
      await db
        .update(partnerPatients)
        .set({ linkSentAt: new Date() })
        .where(eq(partnerPatients.id, patient.id));
      return { sentTo: maskPhone(patient.mobileNumber), expiresAt: issued.expiresAt.toISOString() };
    },

    async readLinkStatus(
      token: string,
      sessionId: string | null,
    ): Promise<ExitTokenStatusResponse> {
      const row = await exitTokens.read(token);
      const patient = await requirePatient(row.patientId);
      const pharmacy = await findPharmacy(db, patient.partnerPharmacyId);
      return {
        status: row.mappedAt ? 'mapped' : row.verifiedAt ? 'verified' : 'pending',
        firstName: patient.firstName,
        pharmacyName: pharmacy?.name ?? '',
        pharmacyPhone: pharmacy?.phone ?? '',
        sentTo: maskPhone(patient.mobileNumber),
        expiresAt: row.expiresAt.toISOString(),
        isVerifiedHere: sessionId !== null && row.verifiedSessionId === sessionId,
        hasAccount: patient.accountId !== null,
      };
    },

    /** The code for a link; a signed-in account is joined to the patient at once. */
    async verifyCode(
      token: string,
      code: string,
      sessionId: string,
      accountId: string | null,
    ): Promise<VerifiedPatientResponse> {
      const row = await exitTokens.verify(token, code, sessionId);
      const patient = await requirePatient(row.patientId);
      if (accountId && (patient.accountId === null || patient.accountId === accountId)) {
        const joined = await joinAccount(row, accountId);
        return describeVerified({ ...row, mappedAt: new Date() }, joined);
      }
      return describeVerified(row, patient);
    },

    /** PUT map_exit_token: a link this session verified joins the signed-in account. */
    async mapToken(
      token: string,
      sessionId: string | null,
      accountId: string,
    ): Promise<VerifiedPatientResponse> {
      const row = await exitTokens.read(token);
      if (row.mappedAccountId === accountId) {
        return describeVerified(row, await requirePatient(row.patientId));
      }
      if (row.mappedAt !== null) throw plusErrors.exitTokenUsed();
      if (row.verifiedAt === null || row.verifiedSessionId !== sessionId) {
        throw plusErrors.notVerified();
      }
      const joined = await joinAccount(row, accountId);
      return describeVerified({ ...row, mappedAt: new Date() }, joined);
    },

    /** After sign-up: links this session verified join the new account. */
    async mapSessionTokens(sessionId: string, accountId: string): Promise<void> {
      for (const row of await exitTokens.listVerifiedBySession(sessionId)) {
        try {
          await joinAccount(row, accountId);
        } catch {
          // A link another account took meanwhile stays with it.
        }
      }
    },

    /**
     * The patient behind a link this session verified, or that joined the signed-in account;
     * 403 otherwise.
     */
    async requireTokenPatient(
      token: string,
      sessionId: string | null,
      accountId: string | null,
    ): Promise<PartnerPatientRow> {
      const row = await exitTokens.read(token);
      const isMine =
        (row.verifiedAt !== null && sessionId !== null && row.verifiedSessionId === sessionId) ||
        (accountId !== null && row.mappedAccountId === accountId);
      if (!isMine) throw plusErrors.notVerified();
      return requirePatient(row.patientId);
    },
  };
}

export type PatientOnboarding = ReturnType<typeof createPatientOnboarding>;
