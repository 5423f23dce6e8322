import { Navigate, useParams } from 'react-router';
import { CAREERS_PATH } from '@fillwell/domain';
import { BackLink } from '@/components/ui/back-link';
import { ProseHtml } from '@/components/ui/prose-html';
import { Spinner } from '@/components/ui/spinner';
import { isHttpError, PageLoadFailure } from '@/lib/api';
import type { FirstScreenLoader } from '@/lib/first-screen';
import { contentApi, useGetDepartmentQuery } from '../api';
import { DOCUMENT_FRAME_CLASSES, DocumentHeader } from '../components/document-header';

export const loadDepartmentFirstScreen: FirstScreenLoader = (dispatch, { params }) =>
  dispatch(contentApi.endpoints.getDepartment.initiate(params.department ?? ''));

/** /careers/{department}: what the department does and its openings. */
export function DepartmentPage() {
  const { department: id = '' } = useParams();
  const { currentData: department, error } = useGetDepartmentQuery(id);
  if (isHttpError(error) && error.status === 404) return <Navigate to="/not-found" replace />;
  if (error) return <PageLoadFailure error={error} />;
  if (!department) return <Spinner className="py-24" message="Loading…" />;
  return (
    <article className={DOCUMENT_FRAME_CLASSES}>
      <BackLink to={CAREERS_PATH}>All departments</BackLink>
      <DocumentHeader title={department.title} />
      <ProseHtml html={department.body} className="mt-6" />
      {department.openings.length > 0 ? (
        <section aria-labelledby="openings-title" className="mt-10">
          <h2 id="openings-title" className="text-xl font-bold text-ink">
            Openings
          </h2>
          <ul className="mt-4 space-y-3">
            {department.openings.map((opening) => (
              <li key={opening.id} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-semibold text-ink">{opening.title}</h3>
                <p className="text-sm text-muted">
                  {opening.location} · {opening.type}
                </p>
                <p className="mt-2 text-ink">{opening.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
