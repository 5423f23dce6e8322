import { LIMITS, PRODUCT } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { HelpIcon, MailIcon, PhoneIcon } from '@/components/ui/icons';
import { HELP_FAQS } from '../help-content';

/** Desktop help: the link opens the support centre in a new tab; hovering shows quick answers. */
export function HelpItem() {
  return (
    <div className="group relative">
      <a
        href={PRODUCT.supportCenterUrl}
        target="_blank"
        rel="noopener"
        className="flex items-center gap-1.5 rounded-md px-3 py-2 font-medium text-ink hover:bg-brand-50"
      >
        <HelpIcon className="size-5 text-brand-800" />
        Help
        <span className="sr-only"> (opens the support centre in a new tab)</span>
      </a>
      <div
        className="invisible absolute top-full right-0 z-30 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        style={{ width: LIMITS.helpPanelWidthPx }}
      >
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-lg">
          <p className="text-lg font-bold text-ink">Common questions</p>
          <dl className="mt-3 space-y-3">
            {HELP_FAQS.map((faq) => (
              <div key={faq.question}>
                <dt className="font-semibold text-ink">{faq.question}</dt>
                <dd className="mt-1 text-sm text-muted">{faq.answer}</dd>
              </div>
            ))}
          </dl>
          <a
            href={PRODUCT.supportCenterUrl}
            target="_blank"
            rel="noopener"
            className={`${BUTTON_STYLES.secondary} mt-4 w-full`}
          >
            See more FAQs
          </a>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <a href={PRODUCT.supportPhoneHref} className={`${BUTTON_STYLES.primary} px-3 text-sm`}>
              <PhoneIcon className="size-4" />
              Call us
            </a>
            <a
              href={`mailto:${PRODUCT.supportEmail}`}
              className={`${BUTTON_STYLES.primary} px-3 text-sm`}
            >
              <MailIcon className="size-4" />
              Email us
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
