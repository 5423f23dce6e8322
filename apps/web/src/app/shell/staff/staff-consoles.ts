import { PARTNER_CONSOLE_PATH, STAFF_PATH_PREFIX } from '@fillwell/domain';

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

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The staff console a staff path belongs to. */
export function getStaffConsole(pathname: string): StaffConsole {
  return isUnder(pathname, PARTNER_CONSOLE_PATH) ? PARTNER_CONSOLE : CLINICIAN_CONSOLE;
}
