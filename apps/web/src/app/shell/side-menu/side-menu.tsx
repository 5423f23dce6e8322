import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { INVITE_REWARD_CENTS, LIMITS, PHARMACY_PLUS_ACCOUNT_PATH, PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { ChatIcon, ChevronLeftIcon, CloseIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { Logo } from '@/components/ui/logo';
import { selectAccount, selectIsAuthenticated } from '@/features/account';
import { formatWholeDollars } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { DOCTOR_VISIT_SUPPORT_LINE, HELP_FAQS, SUPPORT_HOURS_TEXT } from '../help-content';
import { modalOpened } from '../modals/modal-slice';
import type { ShellTheme } from '../shell-theme';
import { sideMenuClosed, sideMenuViewChanged, type SideMenuView } from './side-menu-slice';

const MAIN_LINKS = [
  { to: '/', label: 'Search medications' },
  { to: `/how-${PRODUCT.slug}-works`, label: `How ${PRODUCT.name} works` },
  { to: '/quicksave', label: 'Free discount card' },
  { to: '/home-delivery', label: 'Home delivery' },
  { to: '/online-rx', label: 'Online doctor visits' },
  { to: '/participating-pharmacies', label: 'Participating pharmacies' },
  { to: '/blog', label: 'Blog' },
] as const;

const PARTNER_LINKS = [
  { to: '/order-service/account', label: 'Your prescriptions' },
  { to: '/order-service/account/my-meds', label: 'Your medications' },
] as const;

const rowClass =
  'block w-full rounded-lg px-3 py-3 text-left font-medium text-ink hover:bg-brand-50';

function BackButton() {
  const dispatch = useAppDispatch();
  return (
    <button
      type="button"
      onClick={() => dispatch(sideMenuViewChanged('default'))}
      className="mb-2 flex items-center gap-1 rounded-md py-2 pr-3 font-medium text-brand-800 hover:bg-brand-50"
    >
      <ChevronLeftIcon className="size-5" />
      Back to menu
    </button>
  );
}

/** Where "Start a chat" leads: the patient's area, with the conversation opening. */
export const START_CHAT_PATH = `${PHARMACY_PLUS_ACCOUNT_PATH}?chat=start`;

function StartChatLink() {
  const dispatch = useAppDispatch();
  return (
    <Link
      to={START_CHAT_PATH}
      onClick={() => dispatch(sideMenuClosed())}
      className={BUTTON_STYLES.secondary}
    >
      <ChatIcon className="size-4" />
      Start a chat
    </Link>
  );
}

/** Call, chat (Pharmacy Plus patients) or write. */
function NeedHelp({ isChatOffered }: { isChatOffered: boolean }) {
  return (
    <section aria-labelledby="need-help-title" className="rounded-xl bg-brand-50 p-4">
      <h3 id="need-help-title" className="font-semibold text-ink">
        Need help?
      </h3>
      <ul className="mt-1 text-sm text-muted">
        {SUPPORT_HOURS_TEXT.map((hours) => (
          <li key={hours}>{hours}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-col gap-2">
        <a href={PRODUCT.supportPhoneHref} className={BUTTON_STYLES.primary}>
          <PhoneIcon className="size-4" />
          Call {PRODUCT.supportPhone}
        </a>
        {isChatOffered ? <StartChatLink /> : null}
        <a href={`mailto:${PRODUCT.supportEmail}`} className={BUTTON_STYLES.secondary}>
          <MailIcon className="size-4" />
          Submit a request
        </a>
      </div>
      <div className="mt-4 border-t border-brand-100 pt-3 text-sm">
        <h4 className="font-semibold text-ink">{DOCTOR_VISIT_SUPPORT_LINE.label}</h4>
        <p className="text-muted">{DOCTOR_VISIT_SUPPORT_LINE.hours}</p>
        <a
          href={DOCTOR_VISIT_SUPPORT_LINE.phoneHref}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Call {DOCTOR_VISIT_SUPPORT_LINE.phone}
        </a>
      </div>
    </section>
  );
}

function HelpView({ isChatOffered }: { isChatOffered: boolean }) {
  return (
    <div>
      <BackButton />
      <h2 className="mb-4 text-xl font-bold text-ink">Help</h2>
      <NeedHelp isChatOffered={isChatOffered} />
    </div>
  );
}

function FaqView() {
  return (
    <div>
      <BackButton />
      <h2 className="mb-4 text-xl font-bold text-ink">Frequently asked questions</h2>
      <div className="space-y-2">
        {HELP_FAQS.map((faq) => (
          <details key={faq.question} className="rounded-lg border border-slate-200 p-3">
            <summary className="cursor-pointer font-semibold text-ink">{faq.question}</summary>
            <p className="mt-2 text-sm text-muted">{faq.answer}</p>
          </details>
        ))}
      </div>
      <a
        href={PRODUCT.supportCenterUrl}
        target="_blank"
        rel="noopener"
        className={`${BUTTON_STYLES.secondary} mt-4 w-full`}
      >
        See more FAQs
      </a>
    </div>
  );
}

function MenuLink({ to, children }: { to: string; children: React.ReactNode }) {
  const dispatch = useAppDispatch();
  return (
    <Link to={to} onClick={() => dispatch(sideMenuClosed())} className={rowClass}>
      {children}
    </Link>
  );
}

function HelpRows() {
  const dispatch = useAppDispatch();
  return (
    <>
      <li>
        <button
          type="button"
          className={rowClass}
          onClick={() => dispatch(sideMenuViewChanged('HELP'))}
        >
          Help
        </button>
      </li>
      <li>
        <button
          type="button"
          className={rowClass}
          onClick={() => dispatch(sideMenuViewChanged('FAQ'))}
        >
          FAQ
        </button>
      </li>
      <li>
        <button
          type="button"
          lang="es"
          className={rowClass}
          onClick={() => {
            dispatch(sideMenuClosed());
            dispatch(modalOpened('spanish-help'));
          }}
        >
          Ayuda en español
        </button>
      </li>
    </>
  );
}

function AccountRows({ isAuthenticated }: { isAuthenticated: boolean }) {
  if (!isAuthenticated) {
    return (
      <div className="grid grid-cols-2 gap-2">
        <MenuLinkButton to="/login" variant="secondary">
          Sign In
        </MenuLinkButton>
        <MenuLinkButton to="/signup" variant="primary">
          Create Account
        </MenuLinkButton>
      </div>
    );
  }
  return (
    <ul>
      <li>
        <MenuLink to="/account">Your account</MenuLink>
      </li>
      <li>
        <MenuLink to="/account/invite-friends">
          Invite Friends (Earn {formatWholeDollars(INVITE_REWARD_CENTS)})
        </MenuLink>
      </li>
    </ul>
  );
}

function MenuLinkButton({
  to,
  variant,
  children,
}: {
  to: string;
  variant: 'primary' | 'secondary';
  children: React.ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <Link
      to={to}
      onClick={() => dispatch(sideMenuClosed())}
      className={`${BUTTON_STYLES[variant]} px-3`}
    >
      {children}
    </Link>
  );
}

function DefaultView({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <div className="space-y-4">
      <AccountRows isAuthenticated={isAuthenticated} />
      <nav aria-label="Menu">
        <ul className="border-t border-slate-200 pt-2">
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to}>{link.label}</MenuLink>
            </li>
          ))}
        </ul>
        <ul className="mt-2 border-t border-slate-200 pt-2">
          <HelpRows />
          {isAuthenticated ? (
            <li>
              <MenuLink to="/logout">Sign Out</MenuLink>
            </li>
          ) : null}
        </ul>
      </nav>
    </div>
  );
}

function PartnerView() {
  const dispatch = useAppDispatch();
  return (
    <nav aria-label="Pharmacy Plus menu">
      <p className="px-3 pb-2 text-sm font-semibold tracking-wide text-muted uppercase">
        Pharmacy Plus
      </p>
      <ul>
        {PARTNER_LINKS.map((link) => (
          <li key={link.to}>
            <MenuLink to={link.to}>{link.label}</MenuLink>
          </li>
        ))}
        <HelpRows />
        <li>
          <button
            type="button"
            className={rowClass}
            onClick={() => {
              dispatch(sideMenuClosed());
              dispatch(modalOpened('leave-reverie'));
            }}
          >
            Go to main site
          </button>
        </li>
      </ul>
    </nav>
  );
}

function MenuBody({
  view,
  theme,
  isChatOffered,
}: {
  view: SideMenuView;
  theme: ShellTheme;
  isChatOffered: boolean;
}) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  if (view === 'HELP') return <HelpView isChatOffered={isChatOffered} />;
  if (view === 'FAQ') return <FaqView />;
  if (theme === 'bpp') return <PartnerView />;
  return <DefaultView isAuthenticated={isAuthenticated} />;
}

/** The drawer menu; loaded only when first opened. */
export default function SideMenu({ theme }: { theme: ShellTheme }) {
  const dispatch = useAppDispatch();
  const { isOpen, view } = useAppSelector((state) => state.sideMenu);
  const account = useAppSelector(selectAccount);
  // Chat is for Pharmacy Plus patients; elsewhere help is a call or a written request.
  const isChatOffered = theme === 'bpp' || account?.isReverieUser === true;

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && dispatch(sideMenuClosed())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-full flex-col overflow-y-auto bg-white shadow-xl"
          style={{ maxWidth: LIMITS.menuMaxWidthPx }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <Dialog.Title className="text-brand-900">
              <Logo width={130} />
              <span className="sr-only"> menu</span>
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-full p-2 text-muted hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 p-4">
            <MenuBody view={view} theme={theme} isChatOffered={isChatOffered} />
          </div>
          {view === 'default' ? (
            <div className="p-4 pt-0">
              <NeedHelp isChatOffered={isChatOffered} />
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
