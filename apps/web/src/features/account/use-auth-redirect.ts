import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { UserResponse } from '@fillwell/contracts';
import { toSafeNextPath } from './auth-rules';

/** Where to go once signed in: the `next` path, or /account (Pharmacy Plus users: their area). */
export function useAuthRedirect(): { nextPath: string; goNext: (user?: UserResponse) => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const nextPath = toSafeNextPath(params.get('next'));
  const goNext = useCallback(
    (user?: UserResponse) => {
      const target = user?.account?.isReverieUser ? '/order-service/account' : nextPath;
      void navigate(target, { replace: true });
    },
    [navigate, nextPath],
  );
  return { nextPath, goNext };
}
