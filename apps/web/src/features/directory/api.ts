import type { z } from 'zod';
import type {
  medicationIndexResponseSchema,
  SearchResult,
  topMedicationsResponseSchema,
} from '@fillwell/contracts';
import { api } from '@/lib/api';

type TopMedicationsResponse = z.infer<typeof topMedicationsResponseSchema>;
type MedicationIndexResponse = z.infer<typeof medicationIndexResponseSchema>;

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTopMedications: build.query<SearchResult[], number>({
      query: (limit) => ({ path: 'medications/top', query: { limit } }),
      transformResponse: (response: TopMedicationsResponse) => response.result.topMedications,
    }),
    /** `apiLetter` is a to z, or 0 for names starting with a digit. */
    getMedicationsByLetter: build.query<SearchResult[], string>({
      query: (apiLetter) => `medications/index/${apiLetter}`,
      transformResponse: (response: MedicationIndexResponse) => response.result.medicationsByLetter,
    }),
  }),
});

export const { useGetTopMedicationsQuery, useGetMedicationsByLetterQuery } = directoryApi;
