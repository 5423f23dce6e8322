import { STAFF_PATH_PREFIXES } from '@fillwell/domain';
import { isInAppView } from '@/features/legal';

/**
 * Which shell frames a page: the consumer site's (header, offers, cart, marketing footer), the
 * staff console's (none of those), or none at all for pages the mobile app shows inside itself.
 */
export type ShellKind = 'consumer' | 'staff' | 'in-app';

function isStaffPath(pathname: string): boolean {
  return STAFF_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function getShellKind(pathname: string): ShellKind {
  if (isStaffPath(pathname)) return 'staff';
  return isInAppView(pathname) ? 'in-app' : 'consumer';
}
