import { useLoaderData } from 'react-router';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { directoryApi, useGetMedicationsByLetterQuery } from '../api';
import { DirectoryLayout } from '../components/directory-layout';
import { MedicationList } from '../components/medication-list';
import { formatLetterHeading, toApiLetter } from '../directory-letters';

/** What a letter route's loader hands its page: the URL segment, e.g. "a" or "0-9". */
export interface LetterRouteData {
  letter: string;
}

export const loadMedicationsByLetterFirstScreen: FirstScreenLoader = (dispatch, { loaderData }) => {
  const { letter } = loaderData as LetterRouteData;
  return dispatch(
    directoryApi.endpoints.getMedicationsByLetter.initiate(toApiLetter(letter) ?? letter),
  );
};

export function MedicationsByLetterPage() {
  const { letter } = useLoaderData<LetterRouteData>();
  const apiLetter = toApiLetter(letter) ?? letter;
  const { currentData, isFetching, isError, refetch } = useGetMedicationsByLetterQuery(apiLetter);
  const heading = formatLetterHeading(letter);
  return (
    <DirectoryLayout heading={heading}>
      <MedicationList
        label={heading}
        medications={currentData}
        isLoading={isFetching && !currentData}
        hasFailed={isError}
        onRetry={() => void refetch()}
      />
    </DirectoryLayout>
  );
}
