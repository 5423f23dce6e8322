import { Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { MODAL_REGISTRY } from './modal-registry';
import { modalClosed, selectOpenModal } from './modal-slice';

/** Renders the one open modal, if any. */
export function ModalHost() {
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectOpenModal);
  const ModalContent = name ? MODAL_REGISTRY[name] : undefined;
  if (!ModalContent) return null;
  return (
    <Suspense fallback={null}>
      <ModalContent onClose={() => dispatch(modalClosed())} />
    </Suspense>
  );
}
