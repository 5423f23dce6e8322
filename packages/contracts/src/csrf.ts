import { PRODUCT } from '@fillwell/domain';

/**
 * Every state-changing API call carries this header. A cross-site form cannot set it, and a
 * cross-site script setting it must pass a CORS preflight the server never grants.
 */
export const CSRF_HEADER = { name: 'x-requested-with', value: PRODUCT.slug } as const;
