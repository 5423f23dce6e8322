import { Outlet, useOutletContext } from 'react-router';
import type { Account } from '@fillwell/contracts';
import { SignedInGate } from '@/features/account';

/**
 * The account area's frame: signed-in users only (others go to sign in and come back), with the
 * account summary kept subscribed so a saved change shows everywhere.
 */
export function AccountLayout() {
  return <SignedInGate>{(account) => <Outlet context={account} />}</SignedInGate>;
}

/** The signed-in account, inside the account area. */
export function useAccount(): Account {
  return useOutletContext<Account>();
}
