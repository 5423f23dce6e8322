import { canContinue, createPhoneNumberSchema } from './phone-number-rules';

function messagesOf(values: { email: string; mobileNumber: string }, isEmailLocked = false) {
  const parsed = createPhoneNumberSchema(isEmailLocked).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('phone-number rules', () => {
  it('accepts an email and a complete masked mobile number', () => {
    expect(messagesOf({ email: 'pat@example.com', mobileNumber: '+1 (555) 123-4567' })).toEqual({});
  });

  it("uses the specification's messages", () => {
    expect(messagesOf({ email: 'pat@', mobileNumber: '+1 (555) 123' })).toEqual({
      email: 'Please enter a valid email address',
      mobileNumber: 'Please enter a valid phone number',
    });
  });

  it('does not check an email the account already has', () => {
    expect(messagesOf({ email: 'legacy', mobileNumber: '+1 (555) 123-4567' }, true)).toEqual({});
  });

  it('enables Continue only when both fields are filled in', () => {
    expect(canContinue({ email: '', mobileNumber: '+1 (555) 123-4567' })).toBe(false);
    expect(canContinue({ email: 'pat@example.com', mobileNumber: '' })).toBe(false);
    expect(canContinue({ email: 'pat@example.com', mobileNumber: '+1 (' })).toBe(false);
    expect(canContinue({ email: 'pat@example.com', mobileNumber: '+1 (5' })).toBe(true);
  });
});
