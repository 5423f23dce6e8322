import type { RouteObject } from 'react-router';

/** The online doctor visit: /consultation/{id}, the visit questionnaire, /account/consultations and the clinician view. */
export const TELEMED_ROUTES: RouteObject[] = [];
