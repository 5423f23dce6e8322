import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autoRefillDateParamsSchema,
  cancelAutoRefillRequestSchema,
  delayAutoRefillRequestSchema,
  exitTokenParamsSchema,
  patientParamsSchema,
  patientPrescriptionsQuerySchema,
  patientPrescriptionsResponseSchema,
  patientQuerySchema,
  patientResponseSchema,
  prescriptionResponseSchema,
  type PatientPrescriptionsResponse,
} from '@fillwell/contracts';
import { checkRefillDate } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { PartnerPatientRow } from '../../db/schema/index';
import { requireAccountId } from '../../plugins/authentication';
import { createValidationError } from '../../plugins/http-error';
import { ERROR_RESPONSES } from '../../plugins/openapi';
import type { CatalogueIndex } from '../catalog/index';
import type { Clock } from '../scheduling/index';
import { requireOwnPatient } from './patient-access';
import type { PatientOnboarding } from './patient-onboarding';
import {
  findPharmacy,
  findPrescriptionByMedName,
  listAccountPatients,
  listPrescriptions,
  updatePrescription,
} from './patient-repository';
import { plusErrors } from './plus-errors';
import { toPatient, toPrescription } from './plus-views';

const TAGS = ['pharmacy-plus'];

export interface PrescriptionRoutesContext {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  clock: Clock;
  onboarding: PatientOnboarding;
}

/** The patient, their prescriptions, and auto-refill cancel and delay (§4). */
export function registerPrescriptionRoutes(
  app: FastifyInstance,
  { db, catalogue, clock, onboarding }: PrescriptionRoutesContext,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  async function describe(
    patient: PartnerPatientRow | undefined,
    patientIds: string[],
  ): Promise<PatientPrescriptionsResponse> {
    const today = clock.today();
    const prescriptions = await listPrescriptions(db, patientIds);
    const pharmacy = patient ? await findPharmacy(db, patient.partnerPharmacyId) : null;
    return {
      patient: patient ? toPatient(patient, pharmacy) : null,
      prescriptions: prescriptions.map((entry) => toPrescription(catalogue, entry, today)),
    };
  }

  async function describePrescription(patient: PartnerPatientRow, medNameId: number) {
    const found = await findPrescriptionByMedName(db, patient.id, medNameId);
    if (!found) throw plusErrors.prescriptionMissing();
    return { prescription: toPrescription(catalogue, found, clock.today()) };
  }

  typed.get(
    '/reverie/api/v1/patients/:id/',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in account's patient; another patient's id is 404",
        params: patientParamsSchema,
        querystring: patientQuerySchema,
        response: { 200: patientResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireOwnPatient(db, request, request.params.id);
      const isPharmacyLeftOut = request.query.ignorePharmacy === 'true';
      const pharmacy = isPharmacyLeftOut ? null : await findPharmacy(db, patient.partnerPharmacyId);
      return { patient: toPatient(patient, pharmacy) };
    },
  );

  typed.get(
    '/reverie/api/v2/patients/prescriptions/',
    {
      schema: {
        tags: TAGS,
        summary:
          "The signed-in account's patient and prescriptions (fillwell_account_id, when sent, " +
          'must be that account: 404 otherwise)',
        querystring: patientPrescriptionsQuerySchema,
        response: { 200: patientPrescriptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const accountId = requireAccountId(request);
      const asked = request.query.fillwellAccountId;
      if (asked !== undefined && asked !== accountId) throw plusErrors.patientMissing();
      const patients = await listAccountPatients(db, accountId);
      return describe(
        patients[0],
        patients.map((patient) => patient.id),
      );
    },
  );

  typed.get(
    '/reverie/api/v2/exit_token/prescriptions/:token/',
    {
      schema: {
        tags: TAGS,
        summary:
          "A link's patient and prescriptions, once this browser verified it (403 before, 410 " +
          'expired)',
        params: exitTokenParamsSchema,
        response: { 200: patientPrescriptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await onboarding.requireTokenPatient(
        request.params.token,
        request.session?.id ?? null,
        request.session?.accountId ?? null,
      );
      return describe(patient, [patient.id]);
    },
  );

  typed.post(
    '/reverie/api/v1/patients/:id/cancel_auto_refill/',
    {
      schema: {
        tags: TAGS,
        summary:
          "Stops a prescription's automatic refills, with a reason ('other' needs full_reason); " +
          '409 when it is not refilled automatically',
        params: patientParamsSchema,
        body: cancelAutoRefillRequestSchema,
        response: { 200: prescriptionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireOwnPatient(db, request, request.params.id);
      const { medNameId, reason } = request.body;
      const fullReason = reason.fullReason?.trim() || null;
      if (reason.code === 'other' && !fullReason) {
        throw createValidationError({
          'reason.full_reason': ['Please tell us why you are cancelling'],
        });
      }
      const found = await findPrescriptionByMedName(db, patient.id, medNameId);
      if (!found) throw plusErrors.prescriptionMissing();
      if (!found.prescription.enrolledInAutorefill) throw plusErrors.autoRefillNotEnrolled();
      await updatePrescription(db, found.prescription.id, {
        enrolledInAutorefill: false,
        consumerRefillDate: null,
        cancelReasonCode: reason.code,
        cancelReasonText: fullReason,
      });
      return describePrescription(patient, medNameId);
    },
  );

  typed.put(
    '/reverie/api/v1/patients/:id/auto_refill/:medNameId/date/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Moves the next automatic refill to expected_date (after today, within 90 days); 409 ' +
          'when it is not refilled automatically',
        params: autoRefillDateParamsSchema,
        body: delayAutoRefillRequestSchema,
        response: { 200: prescriptionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const patient = await requireOwnPatient(db, request, request.params.id);
      const { medNameId } = request.params;
      const { expectedDate, reason } = request.body;
      const found = await findPrescriptionByMedName(db, patient.id, medNameId);
      if (!found) throw plusErrors.prescriptionMissing();
      if (!found.prescription.enrolledInAutorefill) throw plusErrors.autoRefillNotEnrolled();
      const problem = checkRefillDate(expectedDate, clock.today());
      if (problem) throw plusErrors.refillDateInvalid(problem);
      await updatePrescription(db, found.prescription.id, {
        consumerRefillDate: expectedDate,
        delayReasonCode: reason?.code ?? null,
        delayReasonText: reason?.content?.trim() || null,
      });
      return describePrescription(patient, medNameId);
    },
  );
}
