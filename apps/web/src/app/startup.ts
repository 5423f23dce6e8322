import { accountApi } from '@/features/account';
import type { AppStore } from './store';

interface StartupLocation {
  pathname: string;
  search: string;
}

const INVITE_PATH = /^\/(?:i|invite)\/([^/?#]+)/;
const INVITE_QUERY_PARAMS = ['referral_code', 'invite_code'] as const;

/** An invite code from /i/{code}, /invite/{code}, or the referral_code / invite_code params. */
export function findInviteCode({ pathname, search }: StartupLocation): string | null {
  const pathCode = INVITE_PATH.exec(pathname)?.[1];
  if (pathCode) return decodeURIComponent(pathCode);
  const params = new URLSearchParams(search);
  for (const name of INVITE_QUERY_PARAMS) {
    const code = params.get(name)?.trim();
    if (code) return code;
  }
  return null;
}

type Log = (message: string, detail?: unknown) => void;

/** Runs before the first render: account summary, then any invite code. Never rejects. */
export async function runStartup(
  store: AppStore,
  location: StartupLocation,
  log: Log = console.error,
): Promise<void> {
  const user = await store.dispatch(
    accountApi.endpoints.getUser.initiate(undefined, { subscribe: false }),
  );
  if (user.error) log('Could not load the account summary; continuing as a visitor.', user.error);

  const inviteCode = findInviteCode(location);
  if (inviteCode) {
    await store.dispatch(accountApi.endpoints.applyInvite.initiate({ code: inviteCode }));
  }
}
