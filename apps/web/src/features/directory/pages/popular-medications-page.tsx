import { LIMITS } from '@fillwell/domain';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { directoryApi, useGetTopMedicationsQuery } from '../api';
import { DirectoryLayout } from '../components/directory-layout';
import { MedicationList } from '../components/medication-list';
import { PopularPairsList } from '../components/popular-pairs-list';

export const loadPopularMedicationsFirstScreen: FirstScreenLoader = (dispatch) =>
  dispatch(directoryApi.endpoints.getTopMedications.initiate(LIMITS.topMedicationsDefaultLimit));

export function PopularMedicationsPage() {
  const { data, isLoading, isError, refetch } = useGetTopMedicationsQuery(
    LIMITS.topMedicationsDefaultLimit,
  );
  return (
    <DirectoryLayout heading="Popular medications">
      <PopularPairsList />
      <section aria-labelledby="top-medications-title">
        <h2 id="top-medications-title" className="mb-4 text-xl font-bold text-ink">
          Most searched medications
        </h2>
        <MedicationList
          label="Most searched medications"
          medications={data}
          isLoading={isLoading}
          hasFailed={isError}
          onRetry={() => void refetch()}
        />
      </section>
    </DirectoryLayout>
  );
}
