import {
  FUNNEL_PAGE_PATH,
  INSIGHTS_PATH_PREFIX,
  PARTNER_CONSOLE_PATH,
  STAFF_PATH_PREFIX,
} from '@fillwell/domain';

export interface StaffConsole {
  name: string;
  home: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

const CLINICIAN_CONSOLE: StaffConsole = {
  name: 'Clinician console',
  home: STAFF_PATH_PREFIX,
  links: [{ to: STAFF_PATH_PREFIX, label: 'Visits' }],
};

const PARTNER_CONSOLE: StaffConsole = {
  name: 'Pharmacy Plus console',
  home: PARTNER_CONSOLE_PATH,
  links: [
    { to: PARTNER_CONSOLE_PATH, label: 'Patients and orders' },
    { to: `${PARTNER_CONSOLE_PATH}/patients/new`, label: 'Register a patient' },
    { to: `${PARTNER_CONSOLE_PATH}/surveys`, label: 'Surveys' },
  ],
};

const SUPPORT_CONSOLE: StaffConsole = {
  name: 'Support console',
  home: FUNNEL_PAGE_PATH,
  links: [{ to: FUNNEL_PAGE_PATH, label: 'Funnel' }],
};

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The staff console a staff path belongs to. */
export function getStaffConsole(pathname: string): StaffConsole {
  if (isUnder(pathname, INSIGHTS_PATH_PREFIX)) return SUPPORT_CONSOLE;
  return isUnder(pathname, PARTNER_CONSOLE_PATH) ? PARTNER_CONSOLE : CLINICIAN_CONSOLE;
}
