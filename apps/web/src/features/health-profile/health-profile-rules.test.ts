import {
  canAddCustomEntry,
  checkSearchTerm,
  isDraftComplete,
  toAllergyEntry,
  toDraft,
  toSaveRequest,
} from './health-profile-rules';

const PENICILLIN = { description: 'Penicillin', allergenId: 2001, allergenIdTypeCode: 2 };

describe('health profile rules', () => {
  it('is complete only when every question is answered and each yes has an entry', () => {
    const draft = toDraft(null);
    expect(isDraftComplete(draft)).toBe(false);
    const answered = {
      ...draft,
      hasAllergies: true,
      hasOtherMedications: false,
      hasMedicalConditions: false,
    };
    expect(isDraftComplete(answered)).toBe(false);
    expect(isDraftComplete({ ...answered, allergies: [PENICILLIN] })).toBe(true);
  });

  it('sends empty lists for no answers', () => {
    const request = toSaveRequest({
      ...toDraft(null),
      hasAllergies: false,
      hasOtherMedications: false,
      hasMedicalConditions: false,
      allergies: [PENICILLIN],
    });
    expect(request.allergies).toEqual([]);
    expect(request.hasAllergies).toBe(false);
  });

  it('waits for enough characters and rejects terms over 50', () => {
    expect(checkSearchTerm(' pe ', 3)).toEqual({ isSearchable: false, error: null });
    expect(checkSearchTerm('pen', 3)).toEqual({ isSearchable: true, error: null });
    expect(checkSearchTerm('li', 2).isSearchable).toBe(true);
    expect(checkSearchTerm('x'.repeat(51), 3)).toEqual({
      isSearchable: false,
      error: 'Exceeded 50 character length limit',
    });
  });

  it('offers a typed entry for allergies and conditions only, once', () => {
    expect(canAddCustomEntry('allergies', 'Bee stings', [])).toBe(true);
    expect(canAddCustomEntry('medicalConditions', 'Sniffles', [])).toBe(true);
    expect(canAddCustomEntry('otherMedications', 'Aspirin', [])).toBe(false);
    expect(canAddCustomEntry('allergies', '  ', [])).toBe(false);
    expect(canAddCustomEntry('allergies', 'penicillin', [toAllergyEntry(PENICILLIN)])).toBe(false);
  });
});
