import type { RouteObject } from 'react-router';

/** Your Medications: /account/medications and /account/medications/{id}. */
export const MEDICATION_ROUTES: RouteObject[] = [];
