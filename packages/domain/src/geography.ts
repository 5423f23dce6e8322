export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'],
  ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'],
  ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

export const US_STATE_CODES: readonly string[] = US_STATES.map(([code]) => code);

/** Delivery and telehealth addresses: the 50 states, DC and the Northern Mariana Islands. */
export const DELIVERY_ELIGIBLE_STATE_CODES: readonly string[] = [...US_STATE_CODES, 'MP'];

/** The twelve chains of the preferred-pharmacy brand list. */
export const PREFERRED_CHAINS = [
  { shortName: 'cvs', formattedName: 'CVS Pharmacy' },
  { shortName: 'walgreens', formattedName: 'Walgreens' },
  { shortName: 'walmart', formattedName: 'Walmart' },
  { shortName: 'kroger', formattedName: 'Kroger' },
  { shortName: 'riteaid', formattedName: 'Rite Aid' },
  { shortName: 'publix', formattedName: 'Publix' },
  { shortName: 'albertsons', formattedName: 'Albertsons' },
  { shortName: 'safeway', formattedName: 'Safeway' },
  { shortName: 'heb', formattedName: 'H-E-B' },
  { shortName: 'costco', formattedName: 'Costco' },
  { shortName: 'meijer', formattedName: 'Meijer' },
  { shortName: 'harristeeter', formattedName: 'Harris Teeter' },
] as const;
