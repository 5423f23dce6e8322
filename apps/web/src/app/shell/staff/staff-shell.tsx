import { Link, useLocation } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Logo } from '@/components/ui/logo';
import { getStaffConsole } from './staff-consoles';

const linkClass = 'rounded-md px-2 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50';

/** The staff console's header: the console's name, its pages and sign-out; nothing for shoppers. */
export function StaffHeader() {
  const { pathname } = useLocation();
  const staffConsole = getStaffConsole(pathname);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-3 px-4 py-2 sm:px-6">
        <Link
          to={staffConsole.home}
          aria-label={`${PRODUCT.name} ${staffConsole.name.toLowerCase()}`}
          className="shrink-0 rounded-md text-brand-900"
        >
          <Logo width={150} />
        </Link>
        <p className="flex-1 font-semibold text-ink max-sm:sr-only">{staffConsole.name}</p>
        <nav aria-label={staffConsole.name} className="flex flex-wrap items-center gap-1">
          {staffConsole.links.map((link) => (
            <Link key={link.to} to={link.to} className={linkClass}>
              {link.label}
            </Link>
          ))}
          <Link to="/logout" className={linkClass}>
            Sign out
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function StaffFooter() {
  const { pathname } = useLocation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-muted sm:px-6">
        {PRODUCT.name} {getStaffConsole(pathname).name.toLowerCase()} © {new Date().getFullYear()}
      </p>
    </footer>
  );
}
