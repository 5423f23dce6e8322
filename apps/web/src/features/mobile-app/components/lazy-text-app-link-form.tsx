import { lazy, Suspense } from 'react';
import type { TextAppLinkFormProps } from './text-app-link-form';

// Marked pure so that the first load leaves the form (and its schema library) out.
const LoadedForm = /* @__PURE__ */ lazy(() =>
  import('./text-app-link-form').then((module) => ({ default: module.TextAppLinkForm })),
);

/** "Text me the app" for other features, loaded when first shown. */
export function TextAppLinkForm(props: TextAppLinkFormProps) {
  return (
    <Suspense fallback={null}>
      <LoadedForm {...props} />
    </Suspense>
  );
}
