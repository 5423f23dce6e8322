import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { NimbusPatientResponse } from '@fillwell/contracts';
import { SPECIALTY_STEPS, buildSpecialtyStepPath } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { buildSignInPath, getErrorMessage, PageLoadFailure } from '@/lib/api';
import {
  useGetNimbusCartQuery,
  useGetNimbusPatientQuery,
  useLinkNimbusPatientMutation,
} from '../api';
import { SpecialtyFrame } from '../components/specialty-frame';
import { withExitToken } from '../specialty-rules';
import { SPECIALTY_TEXT, formatPharmacyNote, formatWelcome } from '../specialty-text';

/**
 * /specialty, /redirect-patient, /pot/initial and /nexus/initial: where a partner's link lands.
 * With an exit token it greets the patient and leads into the flow; without one it explains.
 */
export function SpecialtyEntryPage() {
  const [params] = useSearchParams();
  const exitToken = params.get('exit_token');
  return (
    <SpecialtyFrame title={SPECIALTY_TEXT.entryTitle}>
      <p className="text-lg text-ink">{SPECIALTY_TEXT.entryIntro}</p>
      {exitToken ? <LinkEntry exitToken={exitToken} /> : <PlainEntry />}
    </SpecialtyFrame>
  );
}

function LinkEntry({ exitToken }: { exitToken: string }) {
  const { pathname, search } = useLocation();
  const { currentData, error } = useGetNimbusPatientQuery(exitToken);
  if (error) {
    return (
      <div className="flex flex-col gap-3">
        <FormAlert message={getErrorMessage(error)} />
        <Link
          to={buildSignInPath(pathname + search)}
          className="font-semibold text-brand-800 underline"
        >
          {SPECIALTY_TEXT.signIn}
        </Link>
      </div>
    );
  }
  if (!currentData) return <Spinner />;
  return <Greeting patient={currentData} exitToken={exitToken} />;
}

function Greeting({ patient, exitToken }: { patient: NimbusPatientResponse; exitToken: string }) {
  const navigate = useNavigate();
  const [link, { error, isLoading }] = useLinkNimbusPatientMutation();
  const signUpPath = buildSpecialtyStepPath(SPECIALTY_STEPS.signUp);
  const isVisitor = patient.nextStep === signUpPath;
  const needsLink = patient.status === 'available' && !isVisitor;

  const proceed = async () => {
    if (isVisitor) {
      await navigate(withExitToken(signUpPath, exitToken));
      return;
    }
    if (!needsLink) {
      await navigate(patient.nextStep);
      return;
    }
    const result = await link({ exitToken });
    if ('data' in result && result.data) await navigate(result.data.nextStep);
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-ink">{formatWelcome(patient.firstName)}</h2>
      <p className="text-ink">{formatPharmacyNote(patient.pharmacyName)}</p>
      <FormAlert message={error ? getErrorMessage(error) : null} />
      <Button onClick={() => void proceed()} disabled={isLoading}>
        {needsLink ? SPECIALTY_TEXT.addToAccount : SPECIALTY_TEXT.continue}
      </Button>
    </div>
  );
}

function PlainEntry() {
  const { pathname } = useLocation();
  const { currentData, error } = useGetNimbusCartQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  if (error) return <PageLoadFailure error={error} />;
  if (!currentData) return <Spinner />;
  if (currentData.items.length > 0) {
    return (
      <Link to={currentData.nextStep} className={BUTTON_STYLES.primary}>
        {SPECIALTY_TEXT.continue}
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink">{SPECIALTY_TEXT.entryWithoutLink}</p>
      {currentData.isSignedIn ? null : (
        <Link to={buildSignInPath(pathname)} className={BUTTON_STYLES.primary}>
          {SPECIALTY_TEXT.signIn}
        </Link>
      )}
    </div>
  );
}
