import { randomBytes } from 'node:crypto';
import {
  addCardToList,
  makeCardDefaultInList,
  removeCardFromList,
  type DefaultableCard,
} from '@fillwell/domain';
import { savedCardBrandSchema, type SavedCard } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import type { PaymentCardRow } from '../../db/schema/index';
import type { PaymentProvider, ProviderError } from '../../adapters/payments/index';
import { createNotFoundError, createValidationError, HttpError } from '../../plugins/http-error';
import {
  deleteCardRow,
  insertCardRow,
  listCardRows,
  setDefaultCard,
  withAccountCardsLocked,
} from './card-repository';

export const CARD_NOT_FOUND_MESSAGE = 'Card not found';

export function toSavedCard(row: PaymentCardRow): SavedCard {
  const brand = savedCardBrandSchema.safeParse(row.brand);
  return {
    id: row.id,
    brand: brand.success ? brand.data : 'unknown',
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    default: row.isDefault,
  };
}

/** The provider's refusal as the API answers it; card errors keep the provider's message. */
export function toHttpError(error: ProviderError): HttpError {
  switch (error.kind) {
    case 'invalid_token':
      return createValidationError({ stripe_card_token: [error.message] });
    case 'card_error':
      return new HttpError(402, error.code, error.message);
    case 'invalid_request':
      return new HttpError(400, error.code, error.message);
    case 'unavailable':
      return new HttpError(502, 'payment_provider_unavailable', error.message);
  }
}

function findDefaultId(cards: readonly DefaultableCard[]): string | null {
  return cards.find((card) => card.default)?.id ?? null;
}

export interface CardServiceOptions {
  /** Told when the provider could not forget a removed card (the card is gone for the user). */
  onProviderRemoveFailed?: (error: ProviderError) => void;
}

/** Saved cards: the spec's transitions (domain rules) kept in the database. */
export function createCardService(
  db: AppDatabase,
  provider: PaymentProvider,
  options: CardServiceOptions = {},
) {
  async function list(accountId: string): Promise<SavedCard[]> {
    return (await listCardRows(db, accountId)).map(toSavedCard);
  }

  async function add(accountId: string, token: string, setAsDefault = true): Promise<SavedCard> {
    const saved = await provider.saveCard({ accountId, token });
    if (!saved.ok) throw toHttpError(saved.error);
    const { providerCardId, brand, last4, expMonth, expYear, zipCode } = saved.value;
    const id = randomBytes(16).toString('base64url');
    return withAccountCardsLocked(db, accountId, async (tx) => {
      const current = (await listCardRows(tx, accountId)).map(toSavedCard);
      const card: SavedCard = { id, brand, last4, expMonth, expYear, default: false };
      const [added = card] = addCardToList(current, card, setAsDefault);
      if (added.default) await setDefaultCard(tx, accountId, null);
      await insertCardRow(tx, {
        id,
        accountId,
        providerCardId,
        brand,
        last4,
        expMonth,
        expYear,
        zipCode,
        isDefault: added.default,
      });
      return added;
    });
  }

  async function makeDefault(accountId: string, cardId: string): Promise<SavedCard[]> {
    return withAccountCardsLocked(db, accountId, async (tx) => {
      const current = (await listCardRows(tx, accountId)).map(toSavedCard);
      if (!current.some((card) => card.id === cardId))
        throw createNotFoundError(CARD_NOT_FOUND_MESSAGE);
      const next = makeCardDefaultInList(current, cardId);
      await setDefaultCard(tx, accountId, findDefaultId(next));
      return next;
    });
  }

  async function remove(accountId: string, cardId: string): Promise<SavedCard[]> {
    const { next, providerCardId } = await withAccountCardsLocked(db, accountId, async (tx) => {
      const rows = await listCardRows(tx, accountId);
      const removed = rows.find((row) => row.id === cardId);
      if (!removed) throw createNotFoundError(CARD_NOT_FOUND_MESSAGE);
      await deleteCardRow(tx, accountId, cardId);
      const remaining = removeCardFromList(rows.map(toSavedCard), cardId);
      await setDefaultCard(tx, accountId, findDefaultId(remaining));
      return { next: remaining, providerCardId: removed.providerCardId };
    });
    const forgotten = await provider.removeCard({ accountId, providerCardId });
    if (!forgotten.ok) options.onProviderRemoveFailed?.(forgotten.error);
    return next;
  }

  return { list, add, makeDefault, remove };
}

export type CardService = ReturnType<typeof createCardService>;
