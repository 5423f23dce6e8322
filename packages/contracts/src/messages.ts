import { LIMITS } from '@fillwell/domain';

/**
 * Texts the server answers with and the web app shows. Kept apart from the schemas so the web
 * app's first load does not pull in the validation library.
 */
export const SEARCH_TERM_MAX_CHARS = 100;

export const SEARCH_MESSAGES = {
  tooShort: 'Please enter at least 2 letters to search',
  noResults: 'No results found.',
  tooLong: 'Search terms can be at most 100 characters',
} as const;

export const QUANTITY_MESSAGES = {
  invalid: `Quantity must be a whole number from 1 to ${LIMITS.customQuantityMax}`,
  notAllowed: 'This medication is only available in the listed quantities',
} as const;

export const PHARMACY_MESSAGES = {
  invalidZip: 'Invalid zipcode',
  noneNearby: "We didn't find any nearby pharmacies. Try searching in a different zip code.",
  unknownZip: "We couldn't find that zip code",
} as const;

export const LOCATION_MESSAGES = {
  inferFailed: 'Failed to infer location',
  fetchFailed: 'Failed to fetch your location.',
} as const;
