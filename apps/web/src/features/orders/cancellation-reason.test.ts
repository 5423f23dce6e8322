import { checkCancellationReason } from './cancellation-reason';

describe('checkCancellationReason', () => {
  it('sends a listed reason as it is', () => {
    expect(checkCancellationReason('Found a lower price', '')).toEqual({
      isValid: true,
      reason: 'Found a lower price',
    });
  });

  it('needs a choice', () => {
    expect(checkCancellationReason(null, '')).toEqual({
      isValid: false,
      message: 'Please tell us why you are cancelling',
    });
  });

  it("sends what the person wrote for 'Other', trimmed, and needs it", () => {
    expect(checkCancellationReason('Other', '  Moving abroad ')).toEqual({
      isValid: true,
      reason: 'Moving abroad',
    });
    expect(checkCancellationReason('Other', '   ')).toEqual({
      isValid: false,
      message: 'Please tell us why you are cancelling',
    });
  });

  it('refuses more than 500 characters', () => {
    expect(checkCancellationReason('Other', 'x'.repeat(501))).toEqual({
      isValid: false,
      message: 'Exceeded 500 character length limit',
    });
    expect(checkCancellationReason('Other', 'x'.repeat(500)).isValid).toBe(true);
  });
});
