export type BackTarget =
  { kind: 'history' } | { kind: 'path'; to: string; state?: { isFromDetailsView: true } };

export interface BackNavigationState {
  isBackToPrevious?: boolean;
}

const TO_ACCOUNT_PATHS: ReadonlySet<string> = new Set([
  '/quicksave/prescriptions',
  '/quicksave/verify',
  '/quicksave/otp/register',
  '/login/otp',
]);

const MEDICATION_DETAIL_PATH = /^\/account\/medications\/[^/]+$/;
const ACCOUNT_SECTION_PATH = /^\/account\/.+/;

function isBackToPrevious(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as BackNavigationState).isBackToPrevious === true
  );
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Where the back control leads from a path (partner-and-shell §2.2). */
export function getBackTarget(path: string, navigationState?: unknown): BackTarget {
  if (isBackToPrevious(navigationState)) return { kind: 'history' };
  const normalized = trimTrailingSlash(path);
  if (TO_ACCOUNT_PATHS.has(normalized)) return { kind: 'path', to: '/account' };
  if (normalized === '/order-service/account/my-meds') {
    return { kind: 'path', to: '/order-service/account' };
  }
  if (MEDICATION_DETAIL_PATH.test(normalized)) {
    return { kind: 'path', to: '/account/medications', state: { isFromDetailsView: true } };
  }
  if (ACCOUNT_SECTION_PATH.test(normalized)) return { kind: 'path', to: '/account' };
  return { kind: 'history' };
}
