import type { CartItem, PrescriptionSource, TransferSource } from '@fillwell/contracts';

/** The pharmacy a prescription moves from (npi is unknown for a choice made on an earlier visit). */
export interface TransferPharmacy {
  id: string;
  npi: string | null;
  name: string;
  address: string | null;
  zipCode: string | null;
}

export interface TransferProvider {
  providerId: number;
  fullName: string;
}

/** One source choice: the kind, plus the pharmacy or prescriber it needs. */
export interface TransferChoice {
  source: TransferSource | null;
  pharmacy: TransferPharmacy | null;
  provider: TransferProvider | null;
}

export const EMPTY_TRANSFER_CHOICE: TransferChoice = {
  source: null,
  pharmacy: null,
  provider: null,
};

export function describeTransferPharmacy(pharmacy: TransferPharmacy): string {
  return pharmacy.address ? `${pharmacy.name}, ${pharmacy.address}` : pharmacy.name;
}

/** Searches of the transfer modals need more than 2 characters (partner-and-shell §5). */
export const TRANSFER_SEARCH_MIN_CHARS = 3;

type SourcedItem = Pick<
  CartItem,
  'id' | 'rxSrcType' | 'transferSource' | 'rxSrcPharmacyId' | 'rxSrcProviderId' | 'rxSourceName'
>;

/** Items bought with a doctor visit get their prescription from it; the others need a source. */
export function listItemsNeedingSource<T extends SourcedItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.rxSrcType !== 'consultation');
}

/** Complete when the source is bhp or user, or a pharmacy or provider source has its data. */
export function isTransferChoiceComplete(choice: TransferChoice): boolean {
  switch (choice.source) {
    case 'bhp':
    case 'user':
      return true;
    case 'pharmacy':
      return choice.pharmacy !== null;
    case 'provider':
      return choice.provider !== null;
    case null:
      return false;
  }
}

/** The choice an item already has in the cart (from an earlier visit of the step). */
export function toInitialChoice(item: SourcedItem): TransferChoice {
  const name = item.rxSourceName ?? '';
  if (item.transferSource === 'pharmacy' && item.rxSrcPharmacyId) {
    const pharmacy = { id: item.rxSrcPharmacyId, npi: null, name, address: null, zipCode: null };
    return { ...EMPTY_TRANSFER_CHOICE, source: 'pharmacy', pharmacy };
  }
  if (item.transferSource === 'provider' && item.rxSrcProviderId !== null) {
    const provider = { providerId: item.rxSrcProviderId, fullName: name };
    return { ...EMPTY_TRANSFER_CHOICE, source: 'provider', provider };
  }
  return { ...EMPTY_TRANSFER_CHOICE, source: item.transferSource };
}

/**
 * Whether the step opens on one source for every item: yes, unless the cart already holds
 * different sources for them (a return to the step must not show, then save, only the first).
 */
export function isOneSourceAtFirst(items: readonly SourcedItem[]): boolean {
  const keys = new Set(
    items.map((item) =>
      [item.transferSource, item.rxSrcPharmacyId, item.rxSrcProviderId].join('|'),
    ),
  );
  return keys.size <= 1;
}

/** The choice that applies to each item: the shared one, or the item's own. */
export function resolveChoices(
  items: readonly SourcedItem[],
  isOneSource: boolean,
  shared: TransferChoice,
  perItem: Readonly<Record<string, TransferChoice>>,
): Map<string, TransferChoice> {
  return new Map(
    items.map((item) => [
      item.id,
      isOneSource ? shared : (perItem[item.id] ?? EMPTY_TRANSFER_CHOICE),
    ]),
  );
}

export function canContinueTransfer(choices: ReadonlyMap<string, TransferChoice>): boolean {
  return choices.size > 0 && [...choices.values()].every(isTransferChoiceComplete);
}

export function toTransferSources(
  choices: ReadonlyMap<string, TransferChoice>,
): PrescriptionSource[] {
  return [...choices].map(([itemId, choice]) => ({
    itemId,
    transferSource: choice.source,
    rxSrcPharmacyId: choice.source === 'pharmacy' ? (choice.pharmacy?.id ?? null) : null,
    rxSrcProviderId: choice.source === 'provider' ? (choice.provider?.providerId ?? null) : null,
  }));
}

/** The pharmacies a transfer request goes to: each chosen pharmacy (with its NPI) once. */
export function listTransferPharmacies(
  choices: ReadonlyMap<string, TransferChoice>,
): TransferPharmacy[] {
  const byNpi = new Map<string, TransferPharmacy>();
  for (const choice of choices.values()) {
    const pharmacy = choice.source === 'pharmacy' ? choice.pharmacy : null;
    if (pharmacy?.npi && !byNpi.has(pharmacy.npi)) byNpi.set(pharmacy.npi, pharmacy);
  }
  return [...byNpi.values()];
}

export type PharmacySearchInput =
  { kind: 'too-short' } | { kind: 'zip'; zipCode: string } | { kind: 'not-zip' };

/**
 * The current-pharmacy search: more than 2 characters; five digits search by ZIP code. The
 * pharmacy directory has no name search, so any other entry is asked to be a ZIP code.
 */
export function readPharmacySearch(text: string): PharmacySearchInput {
  const value = text.trim();
  if (value.length < TRANSFER_SEARCH_MIN_CHARS) return { kind: 'too-short' };
  if (/^\d{5}$/.test(value)) return { kind: 'zip', zipCode: value };
  return { kind: 'not-zip' };
}
