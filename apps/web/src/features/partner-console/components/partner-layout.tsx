import { Outlet, useOutletContext } from 'react-router';
import type { PartnerMeResponse } from '@fillwell/contracts';
import { SignedInGate } from '@/features/account';
import { FormAlert } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage, isHttpError, PageLoadFailure } from '@/lib/api';
import { useGetPartnerMeQuery } from '../api';

function PageSpinner({ message }: { message: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner message={message} />
    </div>
  );
}

/** The console's frame: partner pharmacy staff only; others sign in, or are told it is not theirs. */
export function PartnerLayout() {
  return <SignedInGate>{() => <StaffLoader />}</SignedInGate>;
}

function StaffLoader() {
  const { data, error } = useGetPartnerMeQuery(undefined, { refetchOnMountOrArgChange: true });
  if (error) {
    if (isHttpError(error) && error.status === 403) {
      return (
        <PageFrame title="Pharmacy Plus console">
          <div className="mt-4">
            <FormAlert message={getErrorMessage(error)} />
          </div>
        </PageFrame>
      );
    }
    return <PageLoadFailure error={error} />;
  }
  if (!data) return <PageSpinner message="Loading the console…" />;
  return <Outlet context={data} />;
}

/** The signed-in staff member and their pharmacy. */
export function usePartnerStaff(): PartnerMeResponse {
  return useOutletContext<PartnerMeResponse>();
}
