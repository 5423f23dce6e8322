import { providerSearchQuerySchema, type Provider } from '@fillwell/contracts';

/** The doctor a person chose in the search. */
export type ChosenProvider = Pick<Provider, 'providerId' | 'fullName'>;

/** Where the patient is, for nearby doctors first; either part may be unknown. */
export interface PatientPlace {
  zipCode: string | null;
  state: string | null;
}

/** The text to search for, once it is long enough for the server (3 characters), else null. */
export function readProviderSearch(text: string): string | null {
  const search = providerSearchQuerySchema.shape.search.safeParse(text);
  return search.success ? search.data : null;
}

/** "Family Medicine · 100 Main St, St. Louis, MO" */
export function describeProvider(provider: Provider): string {
  return `${provider.specialty} · ${provider.address1}, ${provider.city}, ${provider.state}`;
}
