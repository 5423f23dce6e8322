import {
  createBasicInfoSchema,
  toBasicInfoChanges,
  toDateOfBirthParts,
  toIsoDateOfBirth,
  type BasicInfoValues,
} from './basic-info-rules';

const TODAY = new Date('2026-11-22T12:00:00Z');

const VALID: BasicInfoValues = {
  firstName: ' Ana María ',
  lastName: 'López-Ruiz',
  dob: { month: '3', day: '14', year: '1985' },
  gender: 'female',
  state: '',
};

function messagesOf(values: BasicInfoValues, isSubscription = false) {
  const parsed = createBasicInfoSchema(isSubscription).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('toIsoDateOfBirth', () => {
  it.each([
    [{ month: '3', day: '14', year: '1985' }, '1985-03-14'],
    [{ month: '03', day: '04', year: '1985' }, '1985-03-04'],
    [{ month: '2', day: '29', year: '2000' }, '2000-02-29'],
  ])('reads %j as %s', (parts, iso) => expect(toIsoDateOfBirth(parts, TODAY)).toBe(iso));

  it.each([
    { month: '2', day: '30', year: '1990' },
    { month: '13', day: '1', year: '1990' },
    { month: '1', day: '1', year: '2027' },
    { month: '11', day: '22', year: '2026' },
    { month: '', day: '1', year: '1990' },
    { month: '1a', day: '1', year: '1990' },
    { month: '1', day: '1', year: '90' },
  ])('rejects %j', (parts) => expect(toIsoDateOfBirth(parts, TODAY)).toBeNull());
});

describe('toDateOfBirthParts', () => {
  it('splits a stored date without leading zeros', () => {
    expect(toDateOfBirthParts('1985-03-04')).toEqual({ month: '3', day: '4', year: '1985' });
  });
  it('is empty without a date', () => {
    expect(toDateOfBirthParts(null)).toEqual({ month: '', day: '', year: '' });
  });
});

describe('basic-info rules', () => {
  it('accepts complete details', () => {
    expect(messagesOf(VALID)).toEqual({});
  });

  it("uses the specification's messages", () => {
    expect(
      messagesOf({
        firstName: '',
        lastName: 'R2-D2',
        dob: { month: '2', day: '31', year: '1990' },
        gender: '',
        state: '',
      }),
    ).toEqual({
      firstName: 'Name not provided',
      lastName: 'Invalid character(s)',
      dob: 'Set correct date',
      gender: 'Please choose male or female',
    });
  });

  it('asks subscriptions for a delivery state', () => {
    expect(messagesOf(VALID, true)).toEqual({ state: 'Please choose the state you are in' });
    expect(messagesOf({ ...VALID, state: 'MP' }, true)).toEqual({});
  });
});

describe('toBasicInfoChanges', () => {
  it('sends trimmed names, the ISO date and the gender', () => {
    expect(toBasicInfoChanges({ ...VALID, state: 'MO' }, false)).toEqual({
      firstName: 'Ana María',
      lastName: 'López-Ruiz',
      dob: '1985-03-14',
      gender: 'female',
    });
  });

  it('adds the state for subscriptions', () => {
    expect(toBasicInfoChanges({ ...VALID, state: 'MO' }, true)).toMatchObject({
      telemedCurrentState: 'MO',
    });
  });
});
