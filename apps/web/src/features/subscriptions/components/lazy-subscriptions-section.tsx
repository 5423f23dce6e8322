import { lazy, Suspense } from 'react';

// The section and its calls load with the page that shows it, not with the app's first load.
const LazySubscriptionsSection = /* @__PURE__ */ lazy(() =>
  import('./subscriptions-section').then((module) => ({ default: module.SubscriptionsSection })),
);

/** The person's subscriptions and what they must do (nothing while loading or without any). */
export function SubscriptionsSection() {
  return (
    <Suspense fallback={null}>
      <LazySubscriptionsSection />
    </Suspense>
  );
}
