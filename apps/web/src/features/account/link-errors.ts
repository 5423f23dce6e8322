import { isHttpError } from '@/lib/api';

export type LinkProblem = 'expired' | 'used' | 'invalid';

/** The reason an emailed link was refused, or null when the failure was something else. */
export function readLinkProblem(error: unknown): LinkProblem | null {
  if (!isHttpError(error)) return null;
  if (error.code === 'link_expired') return 'expired';
  if (error.code === 'link_used') return 'used';
  if (error.code === 'link_invalid') return 'invalid';
  return null;
}

export function buildAccountErrorPath(problem: LinkProblem, kind: 'reset' | 'sign-in'): string {
  return `/account-error?reason=${problem}&link=${kind}`;
}
