import { PRODUCT } from '@fillwell/domain';

/**
 * The account call every page makes first (GET, with the client parameters). A page rendered on
 * the server answers it from a data block of its own, so that the rest of the page is the same
 * for every visitor and can be kept.
 */
export const ACCOUNT_SUMMARY_PATH = '/api/v2/user';

/** The id of the data block holding the visitor's answer to ACCOUNT_SUMMARY_PATH, as sent. */
export const ACCOUNT_SUMMARY_ELEMENT_ID = `${PRODUCT.slug}-user`;
