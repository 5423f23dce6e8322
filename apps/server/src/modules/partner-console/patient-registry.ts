import { and, desc, eq, ilike, or } from 'drizzle-orm';
import type {
  PartnerPatient,
  PartnerPatientResponse,
  RegisterPrescriptionRequest,
} from '@fillwell/contracts';
import { PHARMACY_PLUS_MESSAGES, type registerPatientRequestSchema } from '@fillwell/contracts';
import { addDaysToDate } from '@fillwell/domain';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { createRecordId } from '../../db/record-id';
import {
  partnerPatients,
  partnerPrescriptionPrices,
  partnerPrescriptions,
  type PartnerPatientRow,
} from '../../db/schema/index';
import { createNotFoundError, createValidationError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import { listPrescriptions, toPatientAddress, toPrescription } from '../pharmacy-plus/index';
import { computeAmountCents } from '../pricing/index';
import type { Clock } from '../scheduling/index';

type RegisterPatientInput = z.output<typeof registerPatientRequestSchema>;

export function toPartnerPatient(row: PartnerPatientRow): PartnerPatient {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    dob: row.dob,
    mobileNumber: row.mobileNumber,
    email: row.email,
    address: toPatientAddress(row),
    hasAccount: row.accountId !== null,
    linkSentOn: row.linkSentAt?.toISOString() ?? null,
    createdOn: row.createdAt.toISOString(),
  };
}

export interface PatientRegistryOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  clock: Clock;
}

/** A partner pharmacy's patients and their prescriptions; only its own. */
export function createPatientRegistry({ db, catalogue, clock }: PatientRegistryOptions) {
  async function requirePatient(pharmacyId: string, patientId: string): Promise<PartnerPatientRow> {
    const [row] = await db
      .select()
      .from(partnerPatients)
      .where(
        and(eq(partnerPatients.id, patientId), eq(partnerPatients.partnerPharmacyId, pharmacyId)),
      )
      .limit(1);
    if (!row) throw createNotFoundError(PHARMACY_PLUS_MESSAGES.patientMissing);
    return row;
  }

  async function describe(row: PartnerPatientRow): Promise<PartnerPatientResponse> {
    const today = clock.today();
    const prescriptions = await listPrescriptions(db, [row.id]);
    return {
      patient: toPartnerPatient(row),
      prescriptions: prescriptions.map((entry) => toPrescription(catalogue, entry, today)),
    };
  }

  return {
    requirePatient,
    describe,

    async register(
      pharmacyId: string,
      request: RegisterPatientInput,
    ): Promise<PartnerPatientResponse> {
      const [row] = await db
        .insert(partnerPatients)
        .values({
          id: createRecordId('pt'),
          partnerPharmacyId: pharmacyId,
          firstName: request.firstName,
          lastName: request.lastName,
          dob: request.dob,
          mobileNumber: request.mobileNumber,
          email: request.email ?? null,
          address1: request.address.address1,
          address2: request.address.address2 || null,
          city: request.address.city,
          state: request.address.state,
          zipCode: request.address.zipCode,
        })
        .returning();
      if (!row) throw new Error('patient missing after insert');
      return describe(row);
    },

    async list(pharmacyId: string, query: string | undefined): Promise<PartnerPatient[]> {
      const text = query?.trim();
      const digits = text?.replace(/\D/g, '') ?? '';
      const pattern = `%${(text ?? '').replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
      const rows = await db
        .select()
        .from(partnerPatients)
        .where(
          and(
            eq(partnerPatients.partnerPharmacyId, pharmacyId),
            text
              ? or(
                  ilike(partnerPatients.lastName, pattern),
                  ilike(partnerPatients.firstName, pattern),
                  digits.length >= 4
                    ? ilike(partnerPatients.mobileNumber, `%${digits}%`)
                    : undefined,
                )
              : undefined,
          ),
        )
        .orderBy(desc(partnerPatients.createdAt))
        .limit(100);
      return rows.map(toPartnerPatient);
    },

    async addPrescription(
      pharmacyId: string,
      patientId: string,
      request: RegisterPrescriptionRequest,
    ): Promise<PartnerPatientResponse> {
      const patient = await requirePatient(pharmacyId, patientId);
      const medication = catalogue.getMedication(request.medId);
      if (!medication) {
        throw createValidationError({ med_id: [PHARMACY_PLUS_MESSAGES.drugUnknown] });
      }
      const quantities = request.quantityOptions.map((option) => option.quantity);
      if (new Set(quantities).size !== quantities.length) {
        throw createValidationError({ quantity_options: ['Each quantity can be listed once'] });
      }
      const enrolled = request.isAutoRefillEligible && request.enrolledInAutorefill === true;
      const today = clock.today();
      const firstSupply = request.quantityOptions[0]?.daysSupply ?? 30;
      await db.transaction(async (tx) => {
        const prescriptionId = createRecordId('rx');
        await tx.insert(partnerPrescriptions).values({
          id: prescriptionId,
          patientId: patient.id,
          medNameId: medication.medNameId,
          medId: medication.medId,
          rxNumber: request.rxNumber?.trim() || null,
          prescriberName: request.prescriberName?.trim() || null,
          refillsRemaining: request.refillsRemaining,
          lastFilledOn: request.lastFilledOn ?? null,
          expiresOn: request.expiresOn ?? null,
          isAutoRefillEligible: request.isAutoRefillEligible,
          enrolledInAutorefill: enrolled,
          consumerRefillDate: enrolled
            ? nextRefillDate(request.lastFilledOn ?? null, firstSupply, today)
            : null,
        });
        await tx.insert(partnerPrescriptionPrices).values(
          request.quantityOptions.map((option, position) => ({
            id: createRecordId('rxp'),
            prescriptionId,
            quantity: option.quantity,
            daysSupply: option.daysSupply,
            amountCents:
              option.priceCents ??
              computeAmountCents({ medication, quantity: option.quantity, category: 'edlp' }),
            position,
          })),
        );
      });
      return describe(patient);
    },
  };
}

/** The first automatic refill: a supply after the last fill, and never today or before. */
function nextRefillDate(lastFilledOn: string | null, daysSupply: number, today: string): string {
  const next = addDaysToDate(lastFilledOn ?? today, daysSupply);
  return next > today ? next : addDaysToDate(today, 1);
}

export type PatientRegistry = ReturnType<typeof createPatientRegistry>;
