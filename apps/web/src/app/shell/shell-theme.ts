export type ShellTheme = 'default' | 'bpp' | 'secure';

const PARTNER_PATH = /^\/(order-service|fillwell-pharmacy-plus|plus-meds)(\/|$)/;
const SECURE_PATH = /^\/(checkout|start|delivery|subs\/checkout)(\/|$)/;

/** Pharmacy Plus paths get the partner shell; checkout paths the secure one. */
export function getShellTheme(pathname: string): ShellTheme {
  if (PARTNER_PATH.test(pathname)) return 'bpp';
  if (SECURE_PATH.test(pathname)) return 'secure';
  return 'default';
}
