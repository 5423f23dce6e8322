import { Link } from 'react-router';
import { PRODUCT } from '@fillwell/domain';
import { Logo } from '@/components/ui/logo';
import type { ShellTheme } from '../shell-theme';
import { FOOTER_GROUPS, FOOTER_STATEMENT, LEGAL_LINKS, type FooterLink } from './footer-links';

interface FooterProps {
  theme: ShellTheme;
  onExitToMainSite?: () => void;
}

const linkClass = 'rounded text-slate-200 hover:text-white hover:underline';

function LinkList({ links, className = '' }: { links: readonly FooterLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Statement() {
  return (
    <p className="text-sm text-slate-300">
      {FOOTER_STATEMENT} © {new Date().getFullYear()} {PRODUCT.name}.
    </p>
  );
}

function SecureBadges() {
  return (
    <ul className="flex flex-wrap gap-3 text-sm text-slate-200" aria-label="Security">
      <li className="rounded-full border border-slate-500 px-3 py-1">Encrypted connection</li>
      <li className="rounded-full border border-slate-500 px-3 py-1">Licensed US pharmacies</li>
      <li className="rounded-full border border-slate-500 px-3 py-1">Card details never stored</li>
    </ul>
  );
}

function FooterShell({ children }: { children: React.ReactNode }) {
  return (
    <footer className="on-dark bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</div>
    </footer>
  );
}

export function Footer({ theme, onExitToMainSite }: FooterProps) {
  if (theme === 'secure') {
    return (
      <FooterShell>
        <nav aria-label="Legal">
          <LinkList links={LEGAL_LINKS} className="flex flex-wrap gap-x-6 gap-y-2 text-sm" />
        </nav>
        <div className="mt-6">
          <SecureBadges />
        </div>
        <div className="mt-6">
          <Statement />
        </div>
      </FooterShell>
    );
  }

  if (theme === 'bpp') {
    return (
      <FooterShell>
        <p className="text-lg font-semibold">{PRODUCT.name} Pharmacy Plus</p>
        <nav
          aria-label="Pharmacy Plus footer"
          className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm"
        >
          <LinkList links={LEGAL_LINKS} className="contents" />
          {onExitToMainSite ? (
            <button type="button" onClick={onExitToMainSite} className={`${linkClass} text-left`}>
              Go to main site
            </button>
          ) : (
            <Link to="/" className={linkClass}>
              Go to main site
            </Link>
          )}
        </nav>
        <div className="mt-6">
          <Statement />
        </div>
      </FooterShell>
    );
  }

  return (
    <FooterShell>
      <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-[1.3fr_repeat(5,1fr)]">
        <div className="col-span-2 sm:col-span-3 lg:col-span-1">
          <Logo width={150} className="text-white" />
          <p className="mt-3 max-w-xs text-sm text-slate-300">
            Compare prescription prices, see how each price is made, and pay less.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {group.title}
            </h2>
            <LinkList links={group.links} className="mt-3 space-y-2 text-sm" />
          </nav>
        ))}
      </div>
      <div className="mt-10 border-t border-brand-700 pt-6">
        <Statement />
      </div>
    </FooterShell>
  );
}
