import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { UpdateBanner } from './banners/update-banner';
import { WelcomeBanner } from './banners/welcome-banner';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { ModalHost } from './modals/modal-host';
import { modalOpened } from './modals/modal-slice';
import { getShellKind } from './shell-choice';
import { useShellEffects } from './shell-effects';
import { getShellTheme } from './shell-theme';
import { StaffFooter, StaffHeader } from './staff/staff-shell';

const SideMenu = lazy(() => import('./side-menu/side-menu'));

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-800" />
    </div>
  );
}

/**
 * The app shell around every page: banners, header, main content, footer, menu and modals. Staff
 * pages get the staff console's header and footer instead of the consumer site's.
 */
export function RootLayout() {
  useShellEffects();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const theme = getShellTheme(pathname);
  const shell = getShellKind(pathname);
  const isConsumer = shell === 'consumer';
  const isSideMenuOpen = useAppSelector((state) => state.sideMenu.isOpen);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <UpdateBanner />
      {shell === 'staff' ? <StaffHeader /> : null}
      {isConsumer ? <Header /> : null}
      {isConsumer && theme === 'default' ? <WelcomeBanner /> : null}
      {/* At least a screen tall: the footer starts below the first screen, so a page whose
          content arrives later grows downwards without moving anything a visitor can see. */}
      <main id="main" tabIndex={-1} className="min-h-lvh flex-1 focus:outline-none">
        {/* Boundaries let a server-rendered page hydrate in parts, yielding between them. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {shell === 'staff' ? <StaffFooter /> : null}
      {isConsumer ? (
        <Suspense fallback={null}>
          <Footer theme={theme} onExitToMainSite={() => dispatch(modalOpened('leave-reverie'))} />
        </Suspense>
      ) : null}
      {isConsumer && isSideMenuOpen ? (
        <Suspense fallback={null}>
          <SideMenu theme={theme} />
        </Suspense>
      ) : null}
      <ModalHost />
      <ScrollRestoration />
    </div>
  );
}
