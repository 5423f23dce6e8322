import type {
  Allergen,
  AllergenSearchResponse,
  ConditionSearchResponse,
  ConditionSearchResult,
  MedicationSearchResponse,
  PatientProfile,
  PatientProfileResponse,
  SavedPatientProfileResponse,
  SavePatientProfileRequest,
  SearchResult,
} from '@fillwell/contracts';
import { HEALTH_PROFILE_LIMITS } from '@fillwell/contracts';
import { api } from '@/lib/api';

/** Search answers stay cached per term for the whole visit. */
const SEARCH_CACHE_SECONDS = 60 * 60;
const SEARCH_LIMIT = HEALTH_PROFILE_LIMITS.searchResultsDefault;

export const healthProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPatientProfile: build.query<PatientProfile | null, void>({
      query: () => 'v2/user/patient_profile',
      transformResponse: (response: PatientProfileResponse) => response.result,
      providesTags: ['PatientProfile'],
    }),
    savePatientProfile: build.mutation<PatientProfile, SavePatientProfileRequest>({
      query: (body) => ({ path: 'v2/user/patient_profile', method: 'POST', body }),
      transformResponse: (response: SavedPatientProfileResponse) => response.result,
      // The account summary says whether a patient profile exists.
      invalidatesTags: ['PatientProfile', 'User'],
    }),
    searchAllergens: build.query<Allergen[], string>({
      query: (search) => ({ path: 'v2/allergens', query: { search, limit: SEARCH_LIMIT } }),
      transformResponse: (response: AllergenSearchResponse) => response.results,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
    searchMedicalConditions: build.query<ConditionSearchResult[], string>({
      query: (search) => ({
        path: 'v2/medical_conditions',
        query: { search, limit: SEARCH_LIMIT },
      }),
      transformResponse: (response: ConditionSearchResponse) => response.results,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
    searchOtherMedications: build.query<SearchResult[], string>({
      query: (name) => ({
        path: 'v2/drugs/search/category/med_name',
        query: { name, limit: SEARCH_LIMIT },
      }),
      transformResponse: (response: MedicationSearchResponse) => response.results,
      keepUnusedDataFor: SEARCH_CACHE_SECONDS,
    }),
  }),
});

export const {
  useGetPatientProfileQuery,
  useSavePatientProfileMutation,
  useSearchAllergensQuery,
  useSearchMedicalConditionsQuery,
  useSearchOtherMedicationsQuery,
} = healthProfileApi;
