import { CHECKOUT_ERROR_CODES } from '@fillwell/contracts';
import type {
  EligibleFormulation,
  TelemedCartEligibilityResponse,
  TelemedRequirementsResponse,
  TelemedSubstituteResponse,
} from '@fillwell/contracts';
import { CART_MESSAGES, isFeatureEnabled, type PriceCategory } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { CartRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import {
  describeFormulation,
  PRESCRIPTION_SOURCE_MESSAGES,
  readActorCart,
  toMoney,
  type CartActor,
} from '../cart/index';
import type { CatalogueDrug, CatalogueIndex } from '../catalog/index';
import { computePrice } from '../pricing/index';
import { listTelehealthFormulations, type TelehealthFormulation } from './formulation-limits';
import { readKnownPerson } from './known-person';
import { judgeMedication, toTelemedPatient, toTelemedRequirement } from './telemed-eligibility';
import { findChainShortName, listTelemedConditions } from './telemed-repository';

export const NOT_TELEMED_ELIGIBLE_CODE = CHECKOUT_ERROR_CODES.notTelemedEligible;
const CART_NOT_FOUND = 'Cart not found';

type CartEligibility = TelemedCartEligibilityResponse['result'];

export interface TelemedServiceOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
}

/** Online doctor visits: who can have one, where, and what a visit can prescribe. */
export function createTelemedService({ db, catalogue }: TelemedServiceOptions) {
  async function listRequirements(): Promise<TelemedRequirementsResponse> {
    const rows = await listTelemedConditions(db);
    return {
      result: rows.map((row) => ({
        consultationType: row.consultationType,
        condition: row.slug,
        minAge: row.minAge,
        maxAge: row.maxAge,
        eligibleStates: row.eligibleStates,
        maleEligible: row.maleEligible,
        femaleEligible: row.femaleEligible,
      })),
    };
  }

  /** The state judged: the one asked for, else the account's telemed state, else the session's. */
  async function resolvePatient(actor: CartActor, requestedState: string | undefined) {
    const known = await readKnownPerson(db, actor, requestedState);
    return { state: known.state, patient: toTelemedPatient(known.dob, known.gender, new Date()) };
  }

  /**
   * Each telemed-eligible item judged for the state and person. The cart is eligible when the
   * items bought with a visit (or, before any is chosen, all telemed-eligible items) are.
   */
  async function judgeCart(
    actor: CartActor,
    cartId: string,
    requestedState: string | undefined,
  ): Promise<TelemedCartEligibilityResponse> {
    const record = await readActorCart(db, actor);
    if (!record || record.cart.id !== cartId) throw createNotFoundError(CART_NOT_FOUND);
    const [{ state, patient }, rows] = await Promise.all([
      resolvePatient(actor, requestedState),
      listTelemedConditions(db),
    ]);
    const requirements = new Map(rows.map((row) => [row.slug, toTelemedRequirement(row)]));
    const judged = record.items.flatMap((item) => {
      const drug = catalogue.getDrug(item.medNameId);
      if (!drug?.telemedConditions.length) return [];
      const conditions = drug.telemedConditions.flatMap((slug) => requirements.get(slug) ?? []);
      return [{ item, eligibility: judgeMedication(conditions, state, patient) }];
    });
    const consultations = judged.filter(({ item }) => item.rxSrcType === 'consultation');
    const deciding = consultations.length ? consultations : judged;
    const result: CartEligibility = {
      state,
      isEligible:
        state !== null &&
        deciding.length > 0 &&
        deciding.every(({ eligibility }) => eligibility.isEligible),
      items: judged.map(({ item, eligibility }) => ({ itemId: item.id, ...eligibility })),
    };
    return { result };
  }

  async function listSubstitutes(
    actor: CartActor,
    itemId: string,
  ): Promise<TelemedSubstituteResponse> {
    const record = await readActorCart(db, actor);
    const item = record?.items.find((candidate) => candidate.id === itemId);
    if (!record || !item) throw createNotFoundError(CART_MESSAGES.itemNotFound);
    const drug = catalogue.getDrug(item.medNameId);
    if (!drug?.telemedConditions.length) {
      throw new HttpError(
        400,
        NOT_TELEMED_ELIGIBLE_CODE,
        PRESCRIPTION_SOURCE_MESSAGES.notTelemedEligible,
      );
    }
    if (!isFeatureEnabled('telehealthFormulationLimits')) return { result: [] };
    const formulations = listTelehealthFormulations(drug, item);
    if (!formulations.length) return { result: [] };
    const category = item.priceCategory as PriceCategory;
    const chainShortName = category === 'magic' ? await findCartChain(record.cart) : null;
    return {
      result: formulations.map((formulation) =>
        toEligibleFormulation(drug, formulation, category, chainShortName),
      ),
    };
  }

  async function findCartChain(cart: CartRow): Promise<string | null> {
    if (cart.pharmacyId) return findChainShortName(db, cart.pharmacyId);
    return cart.pharmacyBrand;
  }

  return { listRequirements, judgeCart, listSubstitutes };
}

export type TelemedService = ReturnType<typeof createTelemedService>;

/** Priced like the cart prices the item: same category (and chain, for the discount card). */
function toEligibleFormulation(
  drug: CatalogueDrug,
  { medication, quantity, isDefault }: TelehealthFormulation,
  category: PriceCategory,
  chainShortName: string | null,
): EligibleFormulation {
  const price = computePrice({ medication, quantity, category, chainShortName });
  return {
    medId: medication.medId,
    medNameId: drug.medNameId,
    priceId: price.priceId,
    quantity,
    formattedName: drug.name,
    formattedDescription: describeFormulation(medication, quantity),
    priceDisplayValue: price.displayValue,
    price: toMoney(price.amountCents),
    defaultFormulation: isDefault,
  };
}
