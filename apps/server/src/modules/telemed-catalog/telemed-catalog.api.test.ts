import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TELEMED_CATALOG_ERROR_CODES } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES, TELEHEALTH_MAX_UNITS, TREATMENT_MESSAGES } from '@fillwell/domain';
import { createApiClient, type ApiClient } from '../../test/api-client';
import { signUpTestAccount } from '../../test/accounts';
import type { WireError, WireMoney } from '../../test/api-helpers';
import { startTestServer, type TestServer } from '../../test/test-server';

type MedSummary = {
  slug: string;
  name: string;
  is_subscription_eligible: boolean;
  lowest_price: WireMoney;
  from_price: string;
};
type Quantity = {
  raw_quantity: number;
  is_custom_quantity: boolean;
  price: Record<string, { price_id: string; amount_cents: number }>;
};
type Dosage = {
  med_id: number;
  display_dosage: string;
  is_custom_quantity_allowed: boolean;
  default_quantity_index: number;
  quantities: Quantity[];
};
type Forms = Array<{ display_form: string; dosages: Dosage[] }>;
type ConditionBody = {
  result: {
    slug: string;
    name: string;
    description: string;
    is_subscription: boolean;
    requirements: {
      min_age: number;
      max_age: number;
      age_text: string;
      sex_text: string;
      eligible_states: string[];
      excluded_state_names: string[];
    };
    visit: {
      doctor_review_hours: number;
      visit_minutes: number;
      consultation_fee: WireMoney;
      steps: Array<{ title: string }>;
    };
  };
} & WireError;
type MedBody = {
  result: MedSummary & {
    condition: { slug: string };
    source_types: string[];
    default_med_id: number;
    max_quantity: number;
    forms: Forms;
  };
} & WireError;
type StepBody = {
  result: {
    index: number;
    key: string;
    title: string;
    total_steps: number;
    progress_percent: number;
    previous_step: number | null;
    next_step: number | null;
    med: MedSummary;
    selection: {
      med_id: number;
      quantity: number;
      display_dosage: string;
      price: { price_id: string; category: string; amount_cents: number };
    };
    forms?: Forms;
    requirements?: { age_text: string };
    known?: { state: string | null; dob: string | null; gender: string | null };
    visit?: { consultation_fee: WireMoney };
    options?: Array<{
      source_type: string;
      is_selected: boolean;
      lines: Array<{ label: string; amount: WireMoney }>;
      total: WireMoney;
      next_path: string;
    }>;
  };
} & WireError;
type CheckBody = {
  result: { is_eligible: boolean; reasons: string[]; state: string; conditions: string[] };
} & WireError;
type KnownBody = {
  result: {
    known: { state: string | null; dob: string | null; gender: string | null };
    conditions: Array<{ condition: string; is_eligible: boolean; reasons: string[] }>;
  };
} & WireError;
type MarketingBody = {
  result: Array<{ condition: { slug: string; name: string }; drugs: MedSummary[] }>;
};

let server: TestServer;
let visitor: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ seed: 'test' });
  visitor = createApiClient(server.baseUrl);
});
afterAll(async () => {
  await server?.close();
});

/** The ISO date of birth of someone `years` old today whose birthday is `dayShift` days away. */
function dobForAge(years: number, dayShift = 0): string {
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + dayShift),
  );
  return date.toISOString().slice(0, 10);
}

const check = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<CheckBody>('/api/v2/telemed/eligibility', body);

const step = (path: string, query: Record<string, string> = {}) =>
  visitor.get<StepBody>(`/api/v2/telemed/${path}`, { query });

function expectError(response: { status: number; body: WireError }, status: number) {
  expect(response.status).toBe(status);
  expect(response.body.status).toBe(status);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.validation_errors).toBeTypeOf('object');
}

describe('GET /api/v2/telemed/{condition}', () => {
  it('describes the condition, who it is for and how a visit works', async () => {
    const response = await visitor.get<ConditionBody>('/api/v2/telemed/birth-control');
    expect(response.status).toBe(200);
    const condition = response.body.result;
    expect(condition).toMatchObject({ slug: 'birth-control', name: 'Birth Control' });
    expect(condition.description.length).toBeGreaterThan(20);
    expect(condition.is_subscription).toBe(true);
    expect(condition.requirements).toMatchObject({
      min_age: 18,
      max_age: 50,
      age_text: '18 to 50',
      sex_text: 'Women only',
    });
    expect(condition.requirements.eligible_states).not.toContain('AL');
    expect(condition.requirements.excluded_state_names).toEqual(
      expect.arrayContaining(['Alabama', 'Mississippi', 'Arkansas']),
    );
    expect(condition.visit).toMatchObject({
      doctor_review_hours: 24,
      visit_minutes: 5,
      consultation_fee: { amount_cents: 500, display_value: '$5.00' },
    });
    expect(condition.visit.steps).toHaveLength(3);
  });

  it('reads a maximum age of 99 as "and over"', async () => {
    const response = await visitor.get<ConditionBody>('/api/v2/telemed/erectile-dysfunction');
    expect(response.body.result.requirements).toMatchObject({
      max_age: 99,
      age_text: '18 and over',
      sex_text: 'Men only',
    });
    expect(response.body.result.is_subscription).toBe(true);
    const cholesterol = await visitor.get<ConditionBody>('/api/v2/telemed/cholesterol');
    expect(cholesterol.body.result.is_subscription).toBe(false);
  });

  it('answers 404 in the one error shape for an unknown condition', async () => {
    const response = await visitor.get<ConditionBody>('/api/v2/telemed/broken-heart');
    expectError(response, 404);
    expect(response.body.message).toBe(TREATMENT_MESSAGES.conditionNotFound);
  });
});

describe('GET /api/v2/telemed/{condition}/meds', () => {
  it('lists the medications with their lowest delivery price, most popular first', async () => {
    const response = await visitor.get<{ result: MedSummary[] }>(
      '/api/v2/telemed/erectile-dysfunction/meds',
    );
    expect(response.status).toBe(200);
    const slugs = response.body.result.map((med) => med.slug);
    expect(slugs).toEqual(expect.arrayContaining(['sildenafil', 'tadalafil', 'viagra', 'cialis']));
    expect(slugs).not.toContain('atorvastatin');
    for (const med of response.body.result) {
      expect(med.is_subscription_eligible).toBe(true);
      expect(med.from_price).toBe(`from ${med.lowest_price.display_value}`);
    }
  });

  it("prices each medication at the cheapest delivery price among the visit's quantities", async () => {
    const meds = await visitor.get<{ result: MedSummary[] }>('/api/v2/telemed/cholesterol/meds');
    const atorvastatin = meds.body.result.find((med) => med.slug === 'atorvastatin');
    expect(atorvastatin?.is_subscription_eligible).toBe(false);
    const detail = await visitor.get<{ result: { forms: Forms } }>(
      '/api/v2/user/drugs/detail/atorvastatin',
    );
    const deliveryPrices = detail.body.result.forms.flatMap((form) =>
      form.dosages.flatMap((dosage) =>
        dosage.quantities
          .filter((quantity) => quantity.raw_quantity <= TELEHEALTH_MAX_UNITS)
          .map((quantity) => quantity.price.delivery?.amount_cents ?? Infinity),
      ),
    );
    expect(atorvastatin?.lowest_price.amount_cents).toBe(Math.min(...deliveryPrices));
  });

  it('answers 404 for an unknown condition', async () => {
    expectError(await visitor.get<WireError>('/api/v2/telemed/nope/meds'), 404);
  });
});

describe('GET /api/v2/telemed/{condition}/meds/{med}', () => {
  it('gives the forms, dosages and quantities a visit can prescribe, at most 90 units', async () => {
    const response = await visitor.get<MedBody>('/api/v2/telemed/cholesterol/meds/atorvastatin');
    expect(response.status).toBe(200);
    const med = response.body.result;
    expect(med).toMatchObject({
      slug: 'atorvastatin',
      condition: { slug: 'cholesterol' },
      source_types: ['cart'],
      max_quantity: 90,
    });
    const dosages = med.forms.flatMap((form) => form.dosages);
    expect(dosages.length).toBeGreaterThan(0);
    expect(dosages.map((dosage) => dosage.med_id)).toContain(med.default_med_id);
    for (const dosage of dosages) {
      expect(dosage.is_custom_quantity_allowed).toBe(false);
      expect(dosage.quantities[dosage.default_quantity_index]).toBeDefined();
      for (const quantity of dosage.quantities)
        expect(quantity.raw_quantity).toBeLessThanOrEqual(90);
    }
  });

  it('leaves out quantities above the telehealth limit that the drug page lists', async () => {
    const page = await visitor.get<{ result: { forms: Forms } }>(
      '/api/v2/user/drugs/detail/cetirizine',
    );
    const pageQuantities = page.body.result.forms
      .flatMap((form) => form.dosages)
      .flatMap((dosage) => dosage.quantities.map((quantity) => quantity.raw_quantity));
    expect(Math.max(...pageQuantities)).toBeGreaterThan(90);
    const med = await visitor.get<MedBody>('/api/v2/telemed/seasonal-allergies/meds/cetirizine');
    const visitQuantities = med.body.result.forms
      .flatMap((form) => form.dosages)
      .flatMap((dosage) => dosage.quantities.map((quantity) => quantity.raw_quantity));
    expect(visitQuantities).toEqual(pageQuantities.filter((quantity) => quantity <= 90));
    expect(med.body.result.source_types).toEqual(['cart']);
    const sildenafil = await visitor.get<MedBody>(
      '/api/v2/telemed/erectile-dysfunction/meds/sildenafil',
    );
    expect(sildenafil.body.result.source_types).toEqual(['cart', 'subscription']);
  });

  it('treats a drug sold only above the telehealth limit as not prescribed', async () => {
    const response = await visitor.get<MedBody>('/api/v2/telemed/birth-control/meds/seasonique');
    expectError(response, 404);
    expect(response.body.code).toBe(TELEMED_CATALOG_ERROR_CODES.notPrescribed);
    const meds = await visitor.get<{ result: MedSummary[] }>('/api/v2/telemed/birth-control/meds');
    expect(meds.body.result.map((med) => med.slug)).not.toContain('seasonique');
    expect(meds.body.result.map((med) => med.slug)).toContain('sprintec');
  });

  it("answers 404 with the service's message for a drug it does not prescribe", async () => {
    for (const path of ['cholesterol/meds/lisinopril', 'cholesterol/meds/sildenafil']) {
      const response = await visitor.get<MedBody>(`/api/v2/telemed/${path}`);
      expectError(response, 404);
      expect(response.body.code).toBe(TELEMED_CATALOG_ERROR_CODES.notPrescribed);
      expect(response.body.message).toBe(
        "We don't currently prescribe this medication through an online doctor's visit. You'll need a valid prescription from your doctor to fill it.",
      );
    }
  });

  it('answers 404 for an unknown medication or condition', async () => {
    const unknownMed = await visitor.get<MedBody>('/api/v2/telemed/cholesterol/meds/unobtainium');
    expectError(unknownMed, 404);
    expect(unknownMed.body.message).toBe(TREATMENT_MESSAGES.medicationNotFound);
    const unknownCondition = await visitor.get<MedBody>('/api/v2/telemed/gout/meds/atorvastatin');
    expectError(unknownCondition, 404);
    expect(unknownCondition.body.message).toBe(TREATMENT_MESSAGES.conditionNotFound);
  });
});

describe('GET /api/v2/telemed/{condition}/meds/{med}/steps/{step}', () => {
  it('walks the four steps with progress and neighbours', async () => {
    const keys: string[] = [];
    for (const index of [0, 1, 2, 3]) {
      const response = await step(`erectile-dysfunction/meds/sildenafil/steps/${index}`);
      expect(response.status).toBe(200);
      const result = response.body.result;
      keys.push(result.key);
      expect(result).toMatchObject({
        index,
        total_steps: 4,
        progress_percent: (index + 1) * 25,
        previous_step: index === 0 ? null : index - 1,
        next_step: index === 3 ? null : index + 1,
      });
      expect(result.med.slug).toBe('sildenafil');
    }
    expect(keys).toEqual(['about', 'dosage', 'eligibility', 'purchase']);
  });

  it('opens on the default dosage and tells about the medication and the visit', async () => {
    const response = await step('erectile-dysfunction/meds/sildenafil/steps/0');
    const { selection, visit } = response.body.result;
    expect(selection.display_dosage.replace(/\s/g, '')).toBe('50mg');
    expect(selection.quantity).toBe(10);
    expect(selection.price.category).toBe('delivery');
    expect(visit?.consultation_fee.display_value).toBe('$5.00');
  });

  it('offers only prescribable forms on the dosage step', async () => {
    const response = await step('erectile-dysfunction/meds/sildenafil/steps/1');
    const quantities = (response.body.result.forms ?? []).flatMap((form) =>
      form.dosages.flatMap((dosage) => dosage.quantities.map((quantity) => quantity.raw_quantity)),
    );
    expect(quantities.length).toBeGreaterThan(0);
    expect(Math.max(...quantities)).toBeLessThanOrEqual(90);
  });

  it('prices the dosage and quantity chosen, with the $5.00 visit on the last step', async () => {
    const med = await visitor.get<MedBody>('/api/v2/telemed/cholesterol/meds/atorvastatin');
    const dosage = med.body.result.forms.flatMap((form) => form.dosages).at(-1);
    const quantity = dosage?.quantities.at(-1);
    if (!dosage || !quantity) throw new Error('atorvastatin has no dosage');
    const response = await step('cholesterol/meds/atorvastatin/steps/3', {
      med_id: String(dosage.med_id),
      quantity: String(quantity.raw_quantity),
      source_type: 'cart',
    });
    expect(response.status).toBe(200);
    const { selection, options } = response.body.result;
    expect(selection).toMatchObject({ med_id: dosage.med_id, quantity: quantity.raw_quantity });
    expect(selection.price.price_id).toBe(quantity.price.delivery?.price_id);
    expect(options).toHaveLength(1);
    const [cart] = options ?? [];
    expect(cart).toMatchObject({ source_type: 'cart', is_selected: true, next_path: '/cart' });
    expect(cart?.lines[1]).toEqual({
      label: 'Online doctor visit',
      amount: { amount_cents: 500, display_value: '$5.00' },
    });
    expect(cart?.total.amount_cents).toBe(selection.price.amount_cents + 500);
  });

  it('offers a monthly subscription for subscription-eligible drugs', async () => {
    const base = await step('hair-loss/meds/finasteride/steps/3');
    const { med_id: medId, quantity } = base.body.result.selection;
    const response = await step('hair-loss/meds/finasteride/steps/3', {
      med_id: String(medId),
      source_type: 'subscription',
    });
    expect(response.status).toBe(200);
    const options = response.body.result.options ?? [];
    expect(options.map((option) => option.source_type)).toEqual(['cart', 'subscription']);
    expect(options[1]).toMatchObject({
      is_selected: true,
      next_path: `/subs/cart?med_id=${medId}&quantity=${quantity}`,
    });
    expect(options[0]?.is_selected).toBe(false);
  });

  it('refuses a subscription for a drug not offered as one', async () => {
    const response = await step('cholesterol/meds/atorvastatin/steps/3', {
      source_type: 'subscription',
    });
    expectError(response, 400);
    expect(response.body.code).toBe(TELEMED_CATALOG_ERROR_CODES.notSubscription);
    expect(response.body.validation_errors.source_type).toEqual([
      TREATMENT_MESSAGES.notSubscription,
    ]);
  });

  it('answers 400 for a step out of range or not a number', async () => {
    for (const bad of ['4', '-1', '1.5', 'two']) {
      const response = await step(`erectile-dysfunction/meds/sildenafil/steps/${bad}`);
      expectError(response, 400);
      expect(response.body.validation_errors.step).toEqual([TREATMENT_MESSAGES.stepOutOfRange]);
    }
  });

  it("answers 400 for a malformed med_id or one of another drug's dosages", async () => {
    const lisinopril = await visitor.get<{ result: { forms: Forms } }>(
      '/api/v2/user/drugs/detail/lisinopril',
    );
    const otherMedId = lisinopril.body.result.forms[0]?.dosages[0]?.med_id;
    for (const medId of ['abc', '0', '-3', '1.5', String(otherMedId)]) {
      const response = await step('erectile-dysfunction/meds/sildenafil/steps/1', {
        med_id: medId,
      });
      expectError(response, 400);
      expect(response.body.validation_errors.med_id).toEqual([TREATMENT_MESSAGES.invalidMedId]);
    }
  });

  it('answers 400 for a quantity a visit cannot prescribe', async () => {
    const response = await step('cholesterol/meds/atorvastatin/steps/3', { quantity: '1000' });
    expectError(response, 400);
    expect(response.body.validation_errors.quantity).toEqual([TREATMENT_MESSAGES.invalidQuantity]);
  });

  it('answers 404 for unknown conditions, unknown meds and meds not prescribed', async () => {
    expectError(await step('nope/meds/sildenafil/steps/0'), 404);
    expectError(await step('erectile-dysfunction/meds/nope/steps/0'), 404);
    const notPrescribed = await step('erectile-dysfunction/meds/lisinopril/steps/0');
    expectError(notPrescribed, 404);
    expect(notPrescribed.body.message).toBe(TREATMENT_MESSAGES.notPrescribed);
  });

  it("prefills the eligibility step from the account and the session's location", async () => {
    const located = createApiClient(server.baseUrl);
    await located.get('/api/v2/user/location/search', { query: { zip_code: '63101' } });
    const anonymous = await located.get<StepBody>(
      '/api/v2/telemed/erectile-dysfunction/meds/sildenafil/steps/2',
    );
    expect(anonymous.body.result.known).toEqual({ state: 'MO', dob: null, gender: null });
    expect(anonymous.body.result.requirements?.age_text).toBe('18 and over');

    const { client } = await signUpTestAccount(server.baseUrl, 'steps');
    await client.patch('/api/v2/user/account', {
      dob: '1980-02-03',
      gender: 'male',
      telemed_current_state: 'TX',
    });
    const signedIn = await client.get<StepBody>(
      '/api/v2/telemed/erectile-dysfunction/meds/sildenafil/steps/2',
    );
    expect(signedIn.body.result.known).toEqual({
      state: 'TX',
      dob: '1980-02-03',
      gender: 'male',
    });
  });
});

describe('POST /api/v2/telemed/eligibility', () => {
  it('accepts an eligible person', async () => {
    const response = await check(visitor, {
      condition: 'erectile-dysfunction',
      state: 'ca',
      dob: dobForAge(40),
      gender: 'male',
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({
      is_eligible: true,
      reasons: [],
      state: 'CA',
      conditions: ['erectile-dysfunction'],
    });
  });

  it('refuses a state the service does not cover with the exact message', async () => {
    for (const [condition, state] of [
      ['erectile-dysfunction', 'AR'],
      ['birth-control', 'AL'],
      ['cholesterol', 'HI'],
    ]) {
      const response = await check(visitor, { condition, state });
      expect(response.body.result.is_eligible).toBe(false);
      expect(response.body.result.reasons).toEqual([CHECKOUT_MESSAGES.notEligibleForVisit]);
    }
    expect(CHECKOUT_MESSAGES.notEligibleForVisit).toBe(
      "Sorry, you are not eligible for an online doctor's visit. This service is only available in certain states.",
    );
  });

  it('checks the minimum age at its bound', async () => {
    const justEighteen = await check(visitor, {
      condition: 'cold-sores',
      state: 'NY',
      dob: dobForAge(18),
    });
    expect(justEighteen.body.result.is_eligible).toBe(true);
    const almostEighteen = await check(visitor, {
      condition: 'cold-sores',
      state: 'NY',
      dob: dobForAge(18, 1),
    });
    expect(almostEighteen.body.result).toMatchObject({
      is_eligible: false,
      reasons: ['Online doctor visits for Cold Sores are for people 18 and over.'],
    });
  });

  it('checks a maximum age at its bound', async () => {
    const fifty = await check(visitor, {
      condition: 'birth-control',
      state: 'NY',
      dob: dobForAge(51, 1),
      gender: 'female',
    });
    expect(fifty.body.result.is_eligible).toBe(true);
    const fiftyOne = await check(visitor, {
      condition: 'birth-control',
      state: 'NY',
      dob: dobForAge(51),
      gender: 'female',
    });
    expect(fiftyOne.body.result).toMatchObject({
      is_eligible: false,
      reasons: ['Online doctor visits for Birth Control are for people aged 18 to 50.'],
    });
  });

  it('reads a maximum age of 99 as "and over"', async () => {
    for (const age of [99, 100, 110]) {
      const response = await check(visitor, {
        condition: 'erectile-dysfunction',
        state: 'NY',
        dob: dobForAge(age),
        gender: 'male',
      });
      expect(response.body.result.is_eligible).toBe(true);
    }
  });

  it('applies each sex rule', async () => {
    const cases: Array<[string, string, boolean, string[]]> = [
      ['erectile-dysfunction', 'male', true, []],
      [
        'erectile-dysfunction',
        'female',
        false,
        ['Online doctor visits for Erectile Dysfunction are for men only.'],
      ],
      ['hair-loss', 'female', false, ['Online doctor visits for Hair Loss are for men only.']],
      ['birth-control', 'female', true, []],
      [
        'birth-control',
        'male',
        false,
        ['Online doctor visits for Birth Control are for women only.'],
      ],
      ['cold-sores', 'male', true, []],
      ['cold-sores', 'female', true, []],
    ];
    for (const [condition, gender, isEligible, reasons] of cases) {
      const response = await check(visitor, { condition, state: 'NY', gender });
      expect(response.body.result, `${condition} ${gender}`).toMatchObject({
        is_eligible: isEligible,
        reasons,
      });
    }
  });

  it('gives every reason that applies, state first', async () => {
    const response = await check(visitor, {
      condition: 'birth-control',
      state: 'MS',
      dob: dobForAge(60),
      gender: 'male',
    });
    expect(response.body.result.reasons).toEqual([
      CHECKOUT_MESSAGES.notEligibleForVisit,
      'Online doctor visits for Birth Control are for people aged 18 to 50.',
      'Online doctor visits for Birth Control are for women only.',
    ]);
  });

  it('judges a consultation type by any of its conditions', async () => {
    const male = await check(visitor, { consultation_type: 'async', state: 'NY', gender: 'male' });
    expect(male.body.result.is_eligible).toBe(true);
    expect(male.body.result.conditions).toHaveLength(7);
    const uncovered = await check(visitor, { consultation_type: 'async', state: 'WV' });
    expect(uncovered.body.result).toMatchObject({
      is_eligible: false,
      reasons: [CHECKOUT_MESSAGES.notEligibleForVisit],
    });
    const video = await check(visitor, { consultation_type: 'video', state: 'NY' });
    expect(video.body.result).toMatchObject({
      is_eligible: false,
      reasons: [TREATMENT_MESSAGES.consultationTypeUnavailable],
      conditions: [],
    });
  });

  it('answers 400 for bad input in the one error shape', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ state: 'NY' }, 'condition'],
      [{ condition: 'cold-sores' }, 'state'],
      [{ condition: 'cold-sores', state: 'ZZ' }, 'state'],
      [{ condition: 'cold-sores', state: 'NY', dob: '2100-01-01' }, 'dob'],
      [{ condition: 'cold-sores', state: 'NY', dob: 'yesterday' }, 'dob'],
      [{ condition: 'cold-sores', state: 'NY', gender: 'other' }, 'gender'],
      [{ consultation_type: 'phone', state: 'NY' }, 'consultation_type'],
      [{ condition: 'cold-sores', state: 'NY', extra: true }, ''],
    ];
    for (const [body, field] of cases) {
      const response = await check(visitor, body);
      expectError(response, 400);
      if (field) expect(Object.keys(response.body.validation_errors)).toContain(field);
    }
  });

  it('answers 404 for an unknown condition', async () => {
    const response = await check(visitor, { condition: 'gout', state: 'NY' });
    expectError(response, 404);
  });

  it("keeps the state as the signed-in account's telemed state and uses its profile", async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'eligibility');
    await client.patch('/api/v2/user/account', { dob: dobForAge(30), gender: 'female' });
    const refused = await check(client, { condition: 'erectile-dysfunction', state: 'fl' });
    expect(refused.body.result.reasons).toEqual([
      'Online doctor visits for Erectile Dysfunction are for men only.',
    ]);
    const user = await client.get<{ account: { telemed_current_state: string | null } }>(
      '/api/v2/user',
    );
    expect(user.body.account.telemed_current_state).toBe('FL');

    const known = await client.get<KnownBody>('/api/v2/telemed/eligibility');
    expect(known.body.result.known).toMatchObject({ state: 'FL', gender: 'female' });
  });

  it("keeps the date of birth and sex given as the signed-in account's", async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'eligibility');
    await check(client, {
      condition: 'erectile-dysfunction',
      state: 'MO',
      dob: '4/12/1975',
      gender: 'male',
    });
    const user = await client.get<{
      account: { dob: string | null; gender: string | null; telemed_current_state: string | null };
    }>('/api/v2/user');
    expect(user.body.account).toMatchObject({
      dob: '1975-04-12',
      gender: 'male',
      telemed_current_state: 'MO',
    });
  });

  it('stores nothing for a visitor', async () => {
    const client = createApiClient(server.baseUrl);
    await check(client, { condition: 'cold-sores', state: 'NY' });
    const known = await client.get<KnownBody>('/api/v2/telemed/eligibility');
    expect(known.body.result.known).toEqual({ state: null, dob: null, gender: null });
  });
});

describe('GET /api/v2/telemed/eligibility', () => {
  it('asks for the state when nothing is known', async () => {
    const response = await createApiClient(server.baseUrl).get<KnownBody>(
      '/api/v2/telemed/eligibility',
    );
    expect(response.status).toBe(200);
    expect(response.body.result.conditions).toHaveLength(7);
    for (const entry of response.body.result.conditions) {
      expect(entry.is_eligible).toBe(false);
      expect(entry.reasons).toEqual([
        'Choose the state you are in to check if an online doctor visit is available',
      ]);
    }
  });

  it("judges each condition from the session location's state", async () => {
    const client = createApiClient(server.baseUrl);
    await client.get('/api/v2/user/location/search', { query: { zip_code: '72201' } });
    const arkansas = await client.get<KnownBody>('/api/v2/telemed/eligibility');
    expect(arkansas.body.result.known.state).toBe('AR');
    for (const entry of arkansas.body.result.conditions) {
      expect(entry.reasons).toEqual([CHECKOUT_MESSAGES.notEligibleForVisit]);
    }
  });

  it("judges each condition from the account's date of birth, sex and state", async () => {
    const { client } = await signUpTestAccount(server.baseUrl, 'known');
    await client.patch('/api/v2/user/account', {
      dob: dobForAge(55),
      gender: 'female',
      telemed_current_state: 'AL',
    });
    const response = await client.get<KnownBody>('/api/v2/telemed/eligibility');
    const byCondition = new Map(
      response.body.result.conditions.map((entry) => [entry.condition, entry]),
    );
    expect(byCondition.get('cold-sores')).toMatchObject({ is_eligible: true, reasons: [] });
    expect(byCondition.get('erectile-dysfunction')?.is_eligible).toBe(false);
    expect(byCondition.get('birth-control')?.reasons).toEqual([
      CHECKOUT_MESSAGES.notEligibleForVisit,
      'Online doctor visits for Birth Control are for people aged 18 to 50.',
    ]);
  });
});

describe('GET /api/v2/drugs/telemedicine_marketing', () => {
  it('lists the telemedicine drugs with "from" prices, grouped by condition', async () => {
    const response = await visitor.get<MarketingBody>('/api/v2/drugs/telemedicine_marketing');
    expect(response.status).toBe(200);
    const groups = response.body.result;
    expect(groups.map((group) => group.condition.slug).sort()).toEqual([
      'acid-reflux',
      'birth-control',
      'cholesterol',
      'cold-sores',
      'erectile-dysfunction',
      'hair-loss',
      'seasonal-allergies',
    ]);
    for (const group of groups) {
      expect(group.drugs.length).toBeGreaterThan(0);
      for (const drug of group.drugs) expect(drug.from_price).toMatch(/^from \$\d+\.\d{2}$/);
    }
    const meds = await visitor.get<{ result: MedSummary[] }>('/api/v2/telemed/hair-loss/meds');
    const hairLoss = groups.find((group) => group.condition.slug === 'hair-loss');
    expect(hairLoss?.drugs).toEqual(meds.body.result);
  });
});
