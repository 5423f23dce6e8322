import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Visit } from '@fillwell/contracts';
import { Spinner } from '@/components/ui/spinner';
import { useGetVisitQuery } from '../api';
import { LoadProblem } from './load-problem';
import { TelemedPage } from './telemed-page';

interface VisitLoaderProps {
  title: string;
  children: (visit: Visit) => ReactNode;
}

/** Loads the visit of the page's consultation id, afresh on each visit of the page. */
export function VisitLoader({ title, children }: VisitLoaderProps) {
  const { consultationId = '' } = useParams();
  const { data, error } = useGetVisitQuery(consultationId, { refetchOnMountOrArgChange: true });
  return (
    <TelemedPage title={title}>
      {data ? children(data) : null}
      {!data && error ? <LoadProblem error={error} /> : null}
      {!data && !error ? <Spinner className="py-16" message="Loading your visit…" /> : null}
    </TelemedPage>
  );
}
