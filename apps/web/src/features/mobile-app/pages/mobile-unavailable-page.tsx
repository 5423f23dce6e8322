import { Link } from 'react-router';
import { PRODUCT, SUPPORT_HOURS } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';

const MAIN_SITE_LINKS = [
  { to: '/medications/popular', label: 'Medications A to Z' },
  { to: '/quicksave', label: 'Free discount card' },
  { to: '/account/medications', label: 'Your medications' },
  { to: '/account', label: 'Your account' },
] as const;

/** /mobile/unavailable: what to do when a feature is not on the mobile site. */
export function MobileUnavailablePage() {
  return (
    <PageFrame title="Not available on the mobile site">
      <p className="mt-3 text-ink">
        This part of {PRODUCT.name} is not available on the mobile site. Open it on a computer or
        tablet, or call us and we will do it with you.
      </p>
      <Link to="/" className={`${BUTTON_STYLES.primary} mt-6 w-full sm:w-auto`}>
        Go to the home page
      </Link>

      <section aria-labelledby="main-site-title" className="mt-10">
        <h2 id="main-site-title" className="text-xl font-bold text-ink">
          What you can do here
        </h2>
        <ul className="mt-3 space-y-2">
          {MAIN_SITE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-semibold text-brand-800 underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-title" className="mt-10 rounded-3xl bg-brand-50 p-6">
        <h2 id="help-title" className="text-xl font-bold text-ink">
          Need help?
        </h2>
        <p className="mt-2 text-muted">
          {SUPPORT_HOURS.weekdays}; {SUPPORT_HOURS.weekends}.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <a href={PRODUCT.supportPhoneHref} className={BUTTON_STYLES.primary}>
            <PhoneIcon className="size-5" />
            Call {PRODUCT.supportPhone}
          </a>
          <a href={`mailto:${PRODUCT.supportEmail}`} className={BUTTON_STYLES.secondary}>
            <MailIcon className="size-5" />
            Email {PRODUCT.supportEmail}
          </a>
        </div>
      </section>
    </PageFrame>
  );
}
