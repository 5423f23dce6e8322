import type { ApiClient, ApiResponse } from './api-client';

export type WireMoney = { amount_cents: number; display_value: string };

/** The one error shape. */
export type WireError = {
  message: string;
  code: string;
  status: number;
  validation_errors: Record<string, string[]>;
  error_details: Record<string, unknown> | null;
};

/** The body of a 200 answer; anything else fails the test with the status and the text. */
export async function expectOk<T>(response: Promise<ApiResponse<T>>): Promise<T> {
  const settled = await response;
  if (settled.status !== 200) throw new Error(`${settled.status}: ${settled.text}`);
  return settled.body;
}

export type ClockBody = {
  today: string;
  jobs: Array<{ name: string; handled: number | null }>;
};

/** POST /api/dev/clock: moves the server's clock and runs every scheduled job. */
export function advanceClock(client: ApiClient, advanceDays: number): Promise<ClockBody> {
  return expectOk(client.post<ClockBody>('/api/dev/clock', { advance_days: advanceDays }));
}

type DrugBody = {
  result: {
    med_name_id: number;
    default_med_id: number;
    forms: Array<{
      dosages: Array<{
        med_id: number;
        default_quantity_index: number;
        quantities: Array<{ raw_quantity: number }>;
      }>;
    }>;
  };
};

export interface DefaultMedication {
  medId: number;
  medNameId: number;
  quantity: number;
}

/** A drug's default dosage and quantity, as its page opens. */
export async function findDefaultMedication(
  client: ApiClient,
  slug: string,
): Promise<DefaultMedication> {
  const page = await expectOk(client.get<DrugBody>(`/api/v2/user/drugs/detail/${slug}`));
  const dosages = page.result.forms.flatMap((form) => form.dosages);
  const dosage = dosages.find((entry) => entry.med_id === page.result.default_med_id);
  const quantity = dosage?.quantities[dosage.default_quantity_index]?.raw_quantity;
  if (!dosage || !quantity) throw new Error(`no default dosage for ${slug}`);
  return { medId: dosage.med_id, medNameId: page.result.med_name_id, quantity };
}
