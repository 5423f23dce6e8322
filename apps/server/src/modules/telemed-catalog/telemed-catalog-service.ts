import {
  TELEMED_CATALOG_ERROR_CODES,
  type KnownPatient,
  type TelemedCondition,
  type TelemedEligibilityCheck,
  type TreatmentMed,
  type TreatmentMedSummary,
} from '@fillwell/contracts';
import {
  describeAgeRequirement,
  describeSexRequirement,
  formatFromPrice,
  HOW_VISITS_WORK,
  isSubscriptionCondition,
  isSubscriptionEligibleDrug,
  listExcludedStateNames,
  listTreatmentSourceTypes,
  TELEHEALTH_MAX_UNITS,
  TREATMENT_MESSAGES,
  VISIT_FACTS,
} from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import { toMoney } from '../cart/index';
import { createDrugDetailService, type CatalogueDrug, type CatalogueIndex } from '../catalog/index';
import {
  findTelemedCondition,
  listTelemedConditions,
  readKnownPerson,
  readTelemedAccount,
  telemedEligibility,
  type TelemedConditionRow,
} from '../telemed/index';
import { saveVisitPatientFacts } from '../profile/visit-patient-facts';
import { judgeAny, judgeCondition } from './treatment-eligibility';
import {
  findLowestDeliveryPrice,
  limitForms,
  listPrescribableMedications,
} from './treatment-formulations';

export interface TelemedCatalogServiceOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  /** Today, for ages (the service clock). */
  now: () => Date;
}

/** Who is asking: the session and its account, when there are any. */
export interface CatalogActor {
  sessionId: string | null;
  accountId: string | null;
}

/** What online visits treat: conditions, their medications, and who can have a visit. */
export function createTelemedCatalogService({ db, catalogue, now }: TelemedCatalogServiceOptions) {
  const details = createDrugDetailService(catalogue);

  async function requireCondition(slug: string): Promise<TelemedConditionRow> {
    const row = await findTelemedCondition(db, slug);
    if (!row) throw createNotFoundError(TREATMENT_MESSAGES.conditionNotFound);
    return row;
  }

  async function getCondition(slug: string): Promise<TelemedCondition> {
    return describeCondition(await requireCondition(slug));
  }

  /** The real drugs that list the condition and can be prescribed, most popular first. */
  function listConditionDrugs(conditionSlug: string): TreatmentMedSummary[] {
    return catalogue
      .listTopMedications({ limit: catalogue.size })
      .flatMap((result) => catalogue.getDrug(result.medNameId) ?? [])
      .filter((drug) => drug.telemedConditions.includes(conditionSlug))
      .flatMap((drug) => summarizeDrug(drug) ?? []);
  }

  async function listMeds(conditionSlug: string): Promise<TreatmentMedSummary[]> {
    const condition = await requireCondition(conditionSlug);
    return listConditionDrugs(condition.slug);
  }

  /** A drug the visit for this condition prescribes; 404 with the reason otherwise. */
  async function requireMed(conditionSlug: string, medSlug: string) {
    const condition = await requireCondition(conditionSlug);
    const drug = catalogue.getDrugBySlug(medSlug);
    if (!drug) throw createNotFoundError(TREATMENT_MESSAGES.medicationNotFound);
    const summary = drug.telemedConditions.includes(condition.slug) ? summarizeDrug(drug) : null;
    const detail = details.getDrugDetail(drug);
    if (!summary || !detail) {
      throw new HttpError(
        404,
        TELEMED_CATALOG_ERROR_CODES.notPrescribed,
        TREATMENT_MESSAGES.notPrescribed,
      );
    }
    const forms = limitForms(detail.forms);
    const prescribable = listPrescribableMedications(drug);
    const isDefaultPrescribable = prescribable.some((entry) => entry.medId === detail.defaultMedId);
    const med: TreatmentMed = {
      ...summary,
      condition: { slug: condition.slug, name: condition.name },
      drugClass: drug.drugClass,
      sourceTypes: listTreatmentSourceTypes(drug.telemedConditions),
      defaultMedId: isDefaultPrescribable ? detail.defaultMedId : (prescribable[0]?.medId ?? 0),
      maxQuantity: TELEHEALTH_MAX_UNITS,
      forms,
    };
    return { condition, drug, med };
  }

  async function getMed(conditionSlug: string, medSlug: string): Promise<TreatmentMed> {
    return (await requireMed(conditionSlug, medSlug)).med;
  }

  /** Every condition with the drugs it treats and their "from" prices. */
  async function listMarketing() {
    const rows = await listTelemedConditions(db, 'name');
    return rows
      .map((row) => ({
        condition: { slug: row.slug, name: row.name },
        drugs: listConditionDrugs(row.slug),
      }))
      .filter((group) => group.drugs.length > 0);
  }

  /** The state (account's telemed state, else the session location's), date of birth and sex. */
  function readKnownPatient(actor: CatalogActor): Promise<KnownPatient> {
    return readKnownPerson(db, actor);
  }

  async function judgeKnown(actor: CatalogActor) {
    const [known, rows] = await Promise.all([
      readKnownPatient(actor),
      listTelemedConditions(db, 'name'),
    ]);
    const patient = telemedEligibility.toTelemedPatient(known.dob, known.gender, now());
    return {
      known,
      conditions: rows.map((row) => judgeCondition(row, known.state, patient)),
    };
  }

  /**
   * Judges the answers given (filled in from the account); signed in, the state, date of birth
   * and sex given become the account's, so that checkout does not ask them again.
   */
  async function checkEligibility(actor: CatalogActor, check: TelemedEligibilityCheck) {
    const rows = await listJudgedConditions(check);
    const account = actor.accountId ? await readTelemedAccount(db, actor.accountId) : undefined;
    const patient = telemedEligibility.toTelemedPatient(
      check.dob ?? account?.dob ?? null,
      check.gender ?? account?.gender ?? null,
      now(),
    );
    if (actor.accountId && account) {
      await saveVisitPatientFacts(db, actor.accountId, check, 'replace');
    }
    return {
      ...judgeAny(rows, check.state, patient),
      state: check.state,
      conditions: rows.map((row) => row.slug),
    };
  }

  async function listJudgedConditions(
    check: TelemedEligibilityCheck,
  ): Promise<TelemedConditionRow[]> {
    if (check.condition !== undefined) return [await requireCondition(check.condition)];
    const rows = await listTelemedConditions(db, 'name');
    return rows.filter((row) => row.consultationType === check.consultationType);
  }

  return {
    getCondition,
    listMeds,
    getMed,
    requireMed,
    listMarketing,
    readKnownPatient,
    judgeKnown,
    checkEligibility,
  };
}

export type TelemedCatalogService = ReturnType<typeof createTelemedCatalogService>;

function summarizeDrug(drug: CatalogueDrug): TreatmentMedSummary | null {
  const lowest = findLowestDeliveryPrice(drug);
  if (!lowest) return null;
  return {
    slug: drug.slug,
    medNameId: drug.medNameId,
    name: drug.name,
    genericName: drug.genericName,
    isBrand: drug.isBrand,
    commonUses: drug.commonUses,
    isSubscriptionEligible: isSubscriptionEligibleDrug(drug.telemedConditions),
    lowestPrice: toMoney(lowest.amountCents),
    fromPrice: formatFromPrice(lowest.amountCents),
  };
}

export function describeVisit(): TelemedCondition['visit'] {
  return {
    doctorReviewHours: VISIT_FACTS.doctorReviewHours,
    visitMinutes: VISIT_FACTS.visitMinutes,
    consultationFee: toMoney(VISIT_FACTS.consultationFeeCents),
    steps: HOW_VISITS_WORK.map((step) => ({ ...step })),
  };
}

export function describeRequirements(row: TelemedConditionRow): TelemedCondition['requirements'] {
  return {
    consultationType: row.consultationType,
    minAge: row.minAge,
    maxAge: row.maxAge,
    ageText: describeAgeRequirement(row.minAge, row.maxAge),
    maleEligible: row.maleEligible,
    femaleEligible: row.femaleEligible,
    sexText: describeSexRequirement(row.maleEligible, row.femaleEligible),
    eligibleStates: row.eligibleStates,
    excludedStateNames: listExcludedStateNames(row.eligibleStates),
  };
}

function describeCondition(row: TelemedConditionRow): TelemedCondition {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    isSubscription: isSubscriptionCondition(row.slug),
    requirements: describeRequirements(row),
    visit: describeVisit(),
  };
}
