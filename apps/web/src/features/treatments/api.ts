import type {
  TelemedicineMarketingResponse,
  Cart,
  CheckoutAnswersRequest,
  CheckTelemedEligibilityRequest,
  TelemedConditionResponse,
  TelemedEligibilityCheckResponse,
  TelemedMedsResponse,
  TelemedStepResponse,
} from '@fillwell/contracts';
import type { TreatmentSourceType } from '@fillwell/domain';
import { api } from '@/lib/api';

export type TelemedCondition = TelemedConditionResponse['result'];
export type TreatmentMedList = TelemedMedsResponse['result'];
export type TreatmentStep = TelemedStepResponse['result'];
export type EligibilityCheck = TelemedEligibilityCheckResponse['result'];
export type ConditionPrices = TelemedicineMarketingResponse['result'];

export interface TreatmentStepArgs {
  condition: string;
  med: string;
  step: number;
  medId?: number | undefined;
  quantity?: number | undefined;
  sourceType?: TreatmentSourceType | undefined;
}

const segment = (value: string) => encodeURIComponent(value);

export const treatmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTelemedCondition: build.query<TelemedCondition, string>({
      query: (condition) => `v2/telemed/${segment(condition)}`,
      transformResponse: (response: TelemedConditionResponse) => response.result,
    }),
    listConditionPrices: build.query<ConditionPrices, void>({
      query: () => 'v2/drugs/telemedicine_marketing',
      transformResponse: (response: TelemedicineMarketingResponse) => response.result,
    }),
    getTreatmentMeds: build.query<TreatmentMedList, string>({
      query: (condition) => `v2/telemed/${segment(condition)}/meds`,
      transformResponse: (response: TelemedMedsResponse) => response.result,
    }),
    /** The person's eligibility step prefill comes from the account: refetched on sign-in. */
    getTreatmentStep: build.query<TreatmentStep, TreatmentStepArgs>({
      query: ({ condition, med, step, ...query }) => ({
        path: `v2/telemed/${segment(condition)}/meds/${segment(med)}/steps/${step}`,
        query,
      }),
      transformResponse: (response: TelemedStepResponse) => response.result,
      providesTags: ['User'],
    }),
    checkTelemedEligibility: build.mutation<EligibilityCheck, CheckTelemedEligibilityRequest>({
      query: (body) => ({ path: 'v2/telemed/eligibility', method: 'POST', body }),
      transformResponse: (response: TelemedEligibilityCheckResponse) => response.result,
    }),
    /**
     * Buys the cart item with a doctor's visit: checkout keeps it as the item's prescription
     * answer, and the eligibility answers as the account's (a visitor's, once signed in).
     */
    keepVisitChoice: build.mutation<Cart, CheckoutAnswersRequest>({
      query: (body) => ({ path: 'v2/cart/checkout_answers', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Cart', 'User'] : []),
    }),
  }),
});

export const {
  useGetTelemedConditionQuery,
  useGetTreatmentMedsQuery,
  useListConditionPricesQuery,
  useGetTreatmentStepQuery,
  useCheckTelemedEligibilityMutation,
  useKeepVisitChoiceMutation,
} = treatmentsApi;
