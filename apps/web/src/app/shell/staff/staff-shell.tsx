import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Logo } from '@/components/ui/logo';

const STAFF_HOME = '/clinician';
const linkClass = 'rounded-md px-2 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50';

/** The staff console's header: the console's name, its home and sign-out; nothing for shoppers. */
export function StaffHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Link
          to={STAFF_HOME}
          aria-label={`${PRODUCT.name} clinician console`}
          className="shrink-0 rounded-md text-brand-900"
        >
          <Logo width={150} />
        </Link>
        <p className="flex-1 font-semibold text-ink max-sm:sr-only">Clinician console</p>
        <nav aria-label="Clinician console" className="flex items-center gap-1">
          <Link to={STAFF_HOME} className={linkClass}>
            Visits
          </Link>
          <Link to="/logout" className={linkClass}>
            Sign out
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function StaffFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted sm:px-6">
        {PRODUCT.name} clinician console © {new Date().getFullYear()}
      </p>
    </footer>
  );
}
