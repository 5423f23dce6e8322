import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useLogoutMutation } from '../api';
import { requestLogoutTeardown } from '../logout-teardown';

/** /logout: ends the session, goes home, then forgets what this browser kept and reloads. */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void logout().finally(() => requestLogoutTeardown(() => navigate('/', { replace: true })));
  }, [logout, navigate]);
  return (
    <section className="flex justify-center py-16" aria-label="Signing out">
      <Spinner />
    </section>
  );
}
