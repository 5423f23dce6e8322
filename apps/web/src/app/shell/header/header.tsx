import { Link, useLocation } from 'react-router';
import { DEVICE } from '@fillwell/domain';
import { Logo } from '@/components/ui/logo';
import { MenuIcon, SearchIcon } from '@/components/ui/icons';
import { selectIsAuthenticated } from '@/features/account';
import { MedicationSearchBox, MedicationSearchView } from '@/features/search';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { modalOpened } from '../modals/modal-slice';
import { sideMenuOpened } from '../side-menu/side-menu-slice';
import { AccountItem } from './account-item';
import { CartItem } from './cart-item';
import { HelpItem } from './help-item';
import { isQuicksavePath, QuicksaveHeader } from './quicksave-header';
import { getCheckoutHeader } from './checkout-header-view';
import { isSearchView, selectHeader, viewChanged, viewRestored } from './header-slice';

const LOGO_WIDTH = { desktop: 220, other: 150 } as const;

function HeaderFrame({
  children,
  isCoveringPage = false,
}: {
  children: React.ReactNode;
  /** A backdrop filter would pin a full-screen child to the header's box, so drop it then. */
  isCoveringPage?: boolean;
}) {
  const surface = isCoveringPage ? 'bg-white' : 'bg-white/95 backdrop-blur';
  return (
    <header className={`sticky top-0 z-30 border-b border-slate-200 ${surface}`}>{children}</header>
  );
}

function LogoLink({ width }: { width: number }) {
  return (
    <Link to="/" className="shrink-0 rounded-md text-brand-900" aria-label="Fillwell home">
      <Logo width={width} />
    </Link>
  );
}

function DefaultHeader() {
  const dispatch = useAppDispatch();
  const { device, view } = useAppSelector(selectHeader);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const isMobile = device === DEVICE.mobile;
  const isDesktop = device === DEVICE.desktop;
  const isSearchOpen = isSearchView(view);
  const isMedicationSearchOpen = view === 'MEDICATION_SEARCH';

  return (
    <HeaderFrame isCoveringPage={isMedicationSearchOpen}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-4 sm:px-6">
        <button
          type="button"
          onClick={() => dispatch(sideMenuOpened())}
          aria-label="Open menu"
          className="rounded-md p-1.5 text-ink hover:bg-brand-50 sm:p-2"
        >
          <MenuIcon className="size-6" />
        </button>
        <LogoLink width={isDesktop ? LOGO_WIDTH.desktop : LOGO_WIDTH.other} />
        <div className="flex min-w-0 flex-1 justify-center">
          {!isMobile && !isSearchOpen ? (
            <MedicationSearchBox landmarkLabel="Site search" className="max-w-md" />
          ) : null}
        </div>
        <nav aria-label="Account and help" className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <button
            type="button"
            lang="es"
            onClick={() => dispatch(modalOpened('spanish-help'))}
            className="rounded-md px-1.5 py-2 text-sm font-medium text-brand-800 hover:bg-brand-50 max-[359px]:hidden sm:px-2"
          >
            Español
          </button>
          {isDesktop ? <HelpItem /> : null}
          <AccountItem isAuthenticated={isAuthenticated} isCompact={isMobile} />
          {isAuthenticated ? <CartItem /> : null}
          {isMobile && (!isSearchOpen || isMedicationSearchOpen) ? (
            <button
              type="button"
              onClick={() => dispatch(viewChanged({ view: 'MEDICATION_SEARCH' }))}
              aria-label="Search for a medication"
              className="rounded-md p-1.5 text-brand-800 hover:bg-brand-50"
            >
              <SearchIcon className="size-6" />
            </button>
          ) : null}
        </nav>
      </div>
      {isMedicationSearchOpen ? (
        <MedicationSearchView onClose={() => dispatch(viewRestored())} />
      ) : null}
    </HeaderFrame>
  );
}

export function Header() {
  const header = useAppSelector(selectHeader);
  const { device } = header;
  const { pathname } = useLocation();
  // The checkout's header is known from the path at once (the shell keeps the state in step).
  const pathHeader = isSearchView(header.view) ? null : getCheckoutHeader(pathname);
  const view = pathHeader?.view ?? header.view;
  const title = pathHeader ? pathHeader.title : header.title;
  const logoWidth = device === DEVICE.desktop ? LOGO_WIDTH.desktop : LOGO_WIDTH.other;

  if (device === DEVICE.mobile && isQuicksavePath(pathname)) {
    return (
      <HeaderFrame>
        <QuicksaveHeader logo={<LogoLink width={LOGO_WIDTH.other} />} />
      </HeaderFrame>
    );
  }

  if (view === 'TAKE_OVER') {
    return (
      <HeaderFrame>
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 text-brand-900">
          <Logo width={LOGO_WIDTH.other} />
          {title ? (
            <p className="border-l border-slate-300 pl-3 text-sm font-semibold text-ink">{title}</p>
          ) : null}
        </div>
      </HeaderFrame>
    );
  }

  if (view === 'PURCHASE') {
    return (
      <HeaderFrame>
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <LogoLink width={logoWidth} />
        </div>
      </HeaderFrame>
    );
  }

  return <DefaultHeader />;
}
