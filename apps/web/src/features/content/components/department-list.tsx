import { Link } from 'react-router';
import { CAREERS_PATH } from '@fillwell/domain';
import { Spinner } from '@/components/ui/spinner';
import { useListDepartmentsQuery } from '../api';

function describeOpenings(count: number): string {
  if (count === 0) return 'No openings right now';
  return count === 1 ? '1 opening' : `${count} openings`;
}

/** The careers page's departments, each with how many openings it has. */
export function DepartmentList() {
  const { currentData: departments } = useListDepartmentsQuery();
  if (!departments) return <Spinner className="py-8" message="Loading departments…" />;
  return (
    <section aria-labelledby="departments-title" className="mt-10">
      <h2 id="departments-title" className="text-xl font-bold text-ink">
        Departments
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {departments.map((department) => (
          <li key={department.id}>
            <Link
              to={`${CAREERS_PATH}/${department.id}`}
              className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-700"
            >
              <span className="font-semibold text-brand-800">{department.title}</span>
              <span className="mt-1 block text-sm text-muted">{department.description}</span>
              <span className="mt-2 block text-sm font-medium text-ink">
                {describeOpenings(department.openingCount)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
