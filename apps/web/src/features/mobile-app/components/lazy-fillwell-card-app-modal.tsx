import { lazy, Suspense } from 'react';
import type { FillwellCardAppModalProps } from './fillwell-card-app-modal';

/** The {product}-card-app modal's module, loaded when the modal first opens. */
export const loadFillwellCardAppModal = () => import('./fillwell-card-app-modal');

const LoadedModal = /* @__PURE__ */ lazy(() =>
  loadFillwellCardAppModal().then((module) => ({ default: module.FillwellCardAppModal })),
);

/**
 * The {product}-card-app modal for other features: nothing while closed, and its code loads
 * when first opened, so the app's first load does not carry the dialog.
 */
export function FillwellCardAppModal(props: Required<FillwellCardAppModalProps>) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}
