import { LIMITS } from '@fillwell/domain';

/** The app's own teardown (purge persisted state, reload), set by the app at start-up. */
type Teardown = () => void | Promise<void>;

let teardown: Teardown = () => window.location.reload();

export function setLogoutTeardown(next: Teardown): void {
  teardown = next;
}

/**
 * After signing out: go home, then fire the teardown 100 ms after that navigation has finished
 * (the home screen loads lazily; reloading before it arrived would reload /logout).
 */
export async function requestLogoutTeardown(
  navigateHome: () => void | Promise<void>,
): Promise<void> {
  await navigateHome();
  window.setTimeout(() => void teardown(), LIMITS.logoutTeardownMs);
}
