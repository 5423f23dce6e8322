import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { CONSULTATIONS_PATH } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import { TelemedPage } from '../components/telemed-page';
import { describeRouteFailure, useConsultationRoute } from '../use-consultation-route';

const TITLE = 'Your online doctor visit';

/** The visit's link may be another site's; ours are paths in the app. */
function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => window.location.assign(to), [to]);
  return <Spinner className="py-16" message="Opening your doctor visit…" />;
}

/** /consultation/{consultationId}: shows the visit being set up, then sends the person on. */
export function ConsultationPage() {
  const { consultationId = '' } = useParams();
  const route = useConsultationRoute(consultationId);
  if (route.kind === 'go') {
    return route.to.startsWith('/') ? (
      <Navigate to={route.to} replace />
    ) : (
      <ExternalRedirect to={route.to} />
    );
  }
  if (route.kind === 'failed' && isHttpError(route.error) && route.error.status === 401) {
    return <PageLoadFailure error={route.error} />;
  }
  return (
    <TelemedPage title={TITLE}>
      {route.kind === 'working' ? (
        <Spinner className="py-16" message="Setting up your doctor visit…" />
      ) : (
        <div className="flex flex-col items-start gap-4">
          <FormAlert
            message={route.kind === 'message' ? route.message : describeRouteFailure(route.error)}
          />
          <Link to={CONSULTATIONS_PATH} className={BUTTON_STYLES.secondary}>
            See your consultations
          </Link>
        </div>
      )}
    </TelemedPage>
  );
}
