import { useSelector } from 'react-redux';
import { Link, Navigate, Outlet, useOutletContext } from 'react-router';
import type { Account, ReveriePatient, ReveriePrescription } from '@fillwell/contracts';
import { PHARMACY_PLUS_PATHS } from '@fillwell/domain';
import { accountApi, selectSession } from '@/features/account';
import { PageFrame } from '@/components/ui/page-frame';
import { Spinner } from '@/components/ui/spinner';
import { PageLoadFailure } from '@/lib/api';
import { useGetPatientPrescriptionsQuery } from '../api';

const VERIFY_PATH = PHARMACY_PLUS_PATHS[0];

export interface PatientArea {
  account: Account;
  patient: ReveriePatient;
  prescriptions: ReveriePrescription[];
}

function PageSpinner({ message }: { message: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner message={message} />
    </div>
  );
}

/**
 * A Pharmacy Plus patient's area: signed-in people only (others verify first), with the patient
 * their account is joined to.
 */
export function PatientAreaLayout() {
  accountApi.endpoints.getUser.useQuery();
  const { isFetching, account } = useSelector(selectSession);
  if (!account) {
    if (isFetching) return <PageSpinner message="Loading your account…" />;
    return <Navigate to={VERIFY_PATH} replace />;
  }
  return <PatientLoader account={account} />;
}

function PatientLoader({ account }: { account: Account }) {
  const { data, error } = useGetPatientPrescriptionsQuery(account.id);
  if (error) return <PageLoadFailure error={error} />;
  if (!data) return <PageSpinner message="Loading your prescriptions…" />;
  if (!data.patient) return <NoPatient />;
  const area: PatientArea = { account, patient: data.patient, prescriptions: data.prescriptions };
  return <Outlet context={area} />;
}

function NoPatient() {
  return (
    <PageFrame title="Pharmacy Plus">
      <p className="mt-4 text-ink">
        Your account is not yet joined to a pharmacy. Verify your details with the code your
        pharmacy sent you to see your prescriptions.
      </p>
      <Link to={VERIFY_PATH} className="mt-4 inline-block font-semibold text-brand-800 underline">
        Verify your details
      </Link>
    </PageFrame>
  );
}

/** The signed-in patient, their account and prescriptions, inside the area. */
export function usePatientArea(): PatientArea {
  return useOutletContext<PatientArea>();
}
