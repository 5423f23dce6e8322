import { lazy, Suspense } from 'react';
import type { HowToTransferModalProps } from './how-to-transfer-modal';

const LoadedModal = lazy(() =>
  import('./how-to-transfer-modal').then((module) => ({ default: module.HowToTransferModal })),
);

/**
 * The how-to-transfer modal for other features: it loads when first opened, so the app's first
 * load does not carry the dialog.
 */
export function HowToTransferModal(props: HowToTransferModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}
