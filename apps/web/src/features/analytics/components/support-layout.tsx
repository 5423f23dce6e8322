import { Outlet } from 'react-router';
import { SignedInGate } from '@/features/account';

/**
 * The support console's frame: a visitor signs in first; who may see each page is the server's
 * answer (support staff only), shown by the page.
 */
export function SupportLayout() {
  return <SignedInGate>{() => <Outlet />}</SignedInGate>;
}
