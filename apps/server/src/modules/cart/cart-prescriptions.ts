import { readPrescriberNames } from '../transfers/index';
import type { PrescriptionSource } from '@fillwell/contracts';
import { CART_MESSAGES, CHECKOUT_MESSAGES } from '@fillwell/domain';
import type { CartItemRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import type { PharmacyIndex } from '../pharmacies/index';
import { refresh, type MutationContext } from './cart-mutation';
import { updateCartItem } from './cart-repository';
import {
  mergePrescriptionSource,
  PRESCRIPTION_SOURCE_MESSAGES,
  readStoredSource,
  TOO_MANY_TELEMED_CODE,
  type StoredPrescriptionSource,
} from './prescription-sources';
import { invalidField } from './price-choice';

export interface PrescriptionSourceDependencies {
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
}

/**
 * Stores the verify-rx and transfer-rx answers on the locked cart's items. Every change is
 * checked before anything is written; the cart may hold one item bought with a doctor's visit.
 */
export async function applyPrescriptionSources(
  context: MutationContext,
  changes: readonly PrescriptionSource[],
  dependencies: PrescriptionSourceDependencies,
): Promise<void> {
  const providerIds = changes.flatMap((change) =>
    change.rxSrcProviderId ? [change.rxSrcProviderId] : [],
  );
  const knownProviders = await readPrescriberNames(context.tx, providerIds);
  const itemsById = new Map(context.items.map((item) => [item.id, item]));
  const nextSources = new Map<string, StoredPrescriptionSource>();
  for (const [index, change] of changes.entries()) {
    const item = itemsById.get(change.itemId);
    if (!item) throw createNotFoundError(CART_MESSAGES.itemNotFound);
    const field = (name: string) => `items.${index}.${name}`;
    if (change.rxSrcPharmacyId && !dependencies.pharmacies.get(change.rxSrcPharmacyId)) {
      throw invalidField(field('rx_src_pharmacy_id'), CART_MESSAGES.pharmacyNotFound);
    }
    if (change.rxSrcProviderId && !knownProviders.has(change.rxSrcProviderId)) {
      throw invalidField(
        field('rx_src_provider_id'),
        PRESCRIPTION_SOURCE_MESSAGES.providerNotFound,
      );
    }
    if (change.rxSrcType === 'consultation' && !isTelemedEligible(item, dependencies.catalogue)) {
      throw invalidField(field('rx_src_type'), PRESCRIPTION_SOURCE_MESSAGES.notTelemedEligible);
    }
    const merged = mergePrescriptionSource(
      nextSources.get(item.id) ?? readStoredSource(item),
      change,
    );
    if (merged.error) throw invalidField(field(merged.error.field), merged.error.message);
    nextSources.set(item.id, merged.source);
  }
  for (const [itemId, source] of nextSources) {
    await updateCartItem(context.tx, context.cart.id, itemId, source);
  }
  await refresh(context);
  assertOneConsultation(context.items);
}

function isTelemedEligible(item: CartItemRow, catalogue: CatalogueIndex): boolean {
  return (catalogue.getDrug(item.medNameId)?.telemedConditions.length ?? 0) > 0;
}

/** Only one medication without a prescription at a time (core-shopping §5). */
function assertOneConsultation(items: readonly CartItemRow[]): void {
  const consultations = items.filter((item) => item.rxSrcType === 'consultation');
  if (consultations.length <= 1) return;
  throw new HttpError(400, TOO_MANY_TELEMED_CODE, CHECKOUT_MESSAGES.oneWithoutPrescription, {
    errorDetails: { itemIds: consultations.map((item) => item.id) },
  });
}
