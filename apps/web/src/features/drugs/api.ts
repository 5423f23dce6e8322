import type { z } from 'zod';
import type {
  DrugDetail,
  drugDetailResponseSchema,
  drugInfoSchema,
  DrugQuantity,
  drugQuantityResponseSchema,
  SaveDrugSelectionRequest,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

export type DrugInfo = z.infer<typeof drugInfoSchema>;
type DrugDetailResponse = z.infer<typeof drugDetailResponseSchema>;
type DrugQuantityResponse = z.infer<typeof drugQuantityResponseSchema>;

export interface DrugQuantityArgs {
  slug: string;
  medId: number;
  quantity: number;
}

function quantityPath({ slug, medId, quantity }: DrugQuantityArgs): string {
  return `v2/user/drugs/detail/${encodeURIComponent(slug)}/dosage/${medId}/quantity/${quantity}`;
}

export const drugsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDrugDetail: build.query<DrugDetail, string>({
      query: (slug) => `v2/user/drugs/detail/${encodeURIComponent(slug)}`,
      transformResponse: (response: DrugDetailResponse) => response.result,
    }),
    getDrugQuantity: build.query<DrugQuantity, DrugQuantityArgs>({
      query: quantityPath,
      transformResponse: (response: DrugQuantityResponse) => response.result,
    }),
    saveDrugSelection: build.mutation<DrugQuantity, DrugQuantityArgs & SaveDrugSelectionRequest>({
      query: ({ priceCategory, pinned, ...args }) => ({
        path: quantityPath(args),
        method: 'PUT',
        body: { priceCategory, pinned },
      }),
      transformResponse: (response: DrugQuantityResponse) => response.result,
    }),
    getDrugInfo: build.query<DrugInfo, string>({
      query: (slug) => `cms/drug_info/${encodeURIComponent(slug)}`,
      transformResponse: (response: { result: DrugInfo }) => response.result,
    }),
  }),
});

export const {
  useGetDrugDetailQuery,
  useGetDrugQuantityQuery,
  useLazyGetDrugQuantityQuery,
  useSaveDrugSelectionMutation,
  useGetDrugInfoQuery,
} = drugsApi;
