import { PRODUCT } from '@fillwell/domain';
import { CheckIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/page-frame';
import { InstallAppSection } from '../components/install-app-section';
import { TextAppLinkForm } from '../components/text-app-link-form';

const APP_FEATURES = [
  {
    name: 'Your discount card in your pocket',
    detail: `Show your ${PRODUCT.name} card at the pharmacy counter: member ID, BIN, PCN and group, on your phone.`,
  },
  {
    name: 'Prices wherever you are',
    detail: 'Compare what pharmacies near you charge and see how each price is made.',
  },
  {
    name: 'Order tracking',
    detail: 'Follow each order from received to delivered, and pick up or get it delivered free.',
  },
  {
    name: 'Refills',
    detail: 'Keep your medications in one list, pin the ones you take, and manage auto-refill.',
  },
] as const;

/** /app: what the app does, and a texted link to get it. */
export function AppPage() {
  return (
    <PageFrame title={`The ${PRODUCT.name} app`} isWide>
      <p className="mt-2 text-lg text-muted">
        Your discount card, your prices and your orders, on your phone.
      </p>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="app-features-title">
          <h2 id="app-features-title" className="text-xl font-bold text-ink">
            What the app does
          </h2>
          <ul className="mt-4 space-y-4">
            {APP_FEATURES.map((feature) => (
              <li key={feature.name} className="flex gap-3">
                <CheckIcon className="mt-0.5 size-6 shrink-0 text-brand-700" />
                <span>
                  <strong className="block font-semibold text-ink">{feature.name}</strong>
                  <span className="text-muted">{feature.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="get-app-title" className="rounded-3xl bg-brand-50 p-6">
          <h2 id="get-app-title" className="text-xl font-bold text-ink">
            Get the app
          </h2>
          <p className="mt-2 text-ink">
            There is no app store to search: enter your mobile number and we text you the link. Open
            it on your phone to add {PRODUCT.name} to your home screen.
          </p>
          <TextAppLinkForm className="mt-4" />
        </section>
      </div>
      <div className="mt-8">
        <InstallAppSection />
      </div>
    </PageFrame>
  );
}
