const STORAGE_KEY = 'fillwell:pharmacy-plus-link';

/** Keeps the patient's own link for this browser session (an invitation refers to it). */
export function rememberExitToken(exitToken: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, exitToken);
  } catch {
    // Storage may be off; inviting a friend then waits for the next link.
  }
}

export function recallExitToken(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
