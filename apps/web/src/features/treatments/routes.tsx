import type { RouteObject } from 'react-router';

/** Treatment pages: /treatments/{condition}, /treatments/{condition}/{med}/{step} and /conditions/seasonal-allergies. */
export const TREATMENT_ROUTES: RouteObject[] = [];
