import {
  ADDRESS_ERROR_CODES,
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  type AddressConflictDetails,
  type ShippingAddress,
} from '@fillwell/contracts';
import { formatAddressNotFoundMessage } from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import type { ShippingAddressRow } from '../../db/schema/index';
import type { AddressVerifier, VerifiedAddress } from '../../adapters/address/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import {
  countAddresses,
  deleteAddress,
  findAddress,
  findDefaultAddress,
  insertAddress,
  listAddresses,
  lockAccount,
  setDefaultAddress,
  toShippingAddress,
  updateAddress,
  type AddressFields,
  type Executor,
} from './address-repository';

/** A shipping address as the save call received it (already validated and trimmed). */
export interface AddressInput {
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state: string;
  zipCode: string;
  specialInstructions?: string | null | undefined;
  isDefault?: boolean | undefined;
}

interface AddressServiceOptions {
  db: AppDatabase;
  verifier: AddressVerifier;
  supportPhone: string;
}

/** Shipping addresses: every saved address passed the address check. */
export function createAddressService({ db, verifier, supportPhone }: AddressServiceOptions) {
  async function verifyForSave(input: AddressInput): Promise<VerifiedAddress> {
    const suggestions = await verifier.verify({
      street: input.address1,
      street2: input.address2 ?? null,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode,
    });
    const match = suggestions.find((suggestion) => isSameAddress(suggestion, input));
    if (match) return match;
    if (suggestions.length > 0) {
      const details: AddressConflictDetails = { suggestedAddresses: suggestions };
      throw new HttpError(409, ADDRESS_ERROR_CODES.suggestion, ADDRESS_MESSAGES.suggestionFound, {
        errorDetails: details,
      });
    }
    throw new HttpError(
      400,
      ADDRESS_ERROR_CODES.notFound,
      formatAddressNotFoundMessage(supportPhone),
    );
  }

  return {
    verify: verifier.verify.bind(verifier),

    async list(accountId: string): Promise<ShippingAddress[]> {
      return (await listAddresses(db, accountId)).map(toShippingAddress);
    },

    async findDefault(accountId: string): Promise<ShippingAddress | null> {
      const row = await findDefaultAddress(db, accountId);
      return row ? toShippingAddress(row) : null;
    },

    /**
     * Checks and saves an address: the check's own spelling is stored. The same address saved
     * again updates the one already kept instead of adding a copy.
     */
    async save(accountId: string, input: AddressInput): Promise<ShippingAddress> {
      const verified = await verifyForSave(input);
      const fields: AddressFields = {
        address1: verified.street,
        address2: emptyToNull(input.address2),
        city: verified.city,
        state: verified.state,
        zipCode: verified.zipCode,
        specialInstructions: emptyToNull(input.specialInstructions),
        isVerified: true,
      };
      const row = await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const existing = (await listAddresses(tx, accountId)).find((saved) =>
          isSameSavedAddress(saved, fields),
        );
        const saved = existing
          ? await updateAddress(tx, accountId, existing.id, fields)
          : await insertNewAddress(tx, accountId, fields);
        if (!saved) throw createNotFoundError(ADDRESS_MESSAGES.addressNotFound);
        const isOnlyAddress = (await countAddresses(tx, accountId)) === 1;
        if (input.isDefault !== false || isOnlyAddress) {
          await setDefaultAddress(tx, accountId, saved.id);
        }
        return findAddress(tx, accountId, saved.id);
      });
      if (!row) throw createNotFoundError(ADDRESS_MESSAGES.addressNotFound);
      return toShippingAddress(row);
    },

    async makeDefault(accountId: string, id: string): Promise<ShippingAddress[]> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        if (!(await findAddress(tx, accountId, id))) {
          throw createNotFoundError(ADDRESS_MESSAGES.addressNotFound);
        }
        await setDefaultAddress(tx, accountId, id);
      });
      return this.list(accountId);
    },

    /** Removes an address; when it was the default, the newest remaining one becomes it. */
    async remove(accountId: string, id: string): Promise<ShippingAddress[]> {
      await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const removed = await deleteAddress(tx, accountId, id);
        if (!removed) throw createNotFoundError(ADDRESS_MESSAGES.addressNotFound);
        const [newest] = await listAddresses(tx, accountId);
        if (removed.isDefault && newest) await setDefaultAddress(tx, accountId, newest.id);
      });
      return this.list(accountId);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;

async function insertNewAddress(
  tx: Executor,
  accountId: string,
  fields: AddressFields,
): Promise<ShippingAddressRow> {
  if ((await countAddresses(tx, accountId)) >= ADDRESS_LIMITS.savedAddressesMax) {
    throw new HttpError(400, ADDRESS_ERROR_CODES.tooMany, ADDRESS_MESSAGES.tooManyAddresses);
  }
  return insertAddress(tx, accountId, fields);
}

function emptyToNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

function sameText(a: string | null, b: string | null): boolean {
  return collapse(a ?? '') === collapse(b ?? '');
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The address check's rule: street, city, state and ZIP code equal, ignoring case. */
export function isSameAddress(suggestion: VerifiedAddress, input: AddressInput): boolean {
  return (
    sameText(suggestion.street, input.address1) &&
    sameText(suggestion.city, input.city) &&
    sameText(suggestion.state, input.state) &&
    sameText(suggestion.zipCode, input.zipCode)
  );
}

function isSameSavedAddress(saved: ShippingAddressRow, fields: AddressFields): boolean {
  return (
    sameText(saved.address1, fields.address1) &&
    sameText(saved.address2, fields.address2) &&
    sameText(saved.city, fields.city) &&
    sameText(saved.state, fields.state) &&
    sameText(saved.zipCode, fields.zipCode)
  );
}
