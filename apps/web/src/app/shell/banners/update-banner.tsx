import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { selectAppStatus } from '../../app-slice';
import { applyAppUpdate } from '../../pwa-update';
import { modalOpened, selectOpenModal } from '../modals/modal-slice';

export const UPDATE_AVAILABLE_TEXT = 'A new version is available';

/** The update banner, and the blocking modal when an update is required. */
export function UpdateBanner() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAppStatus);
  const openModal = useAppSelector(selectOpenModal);

  // Blocking: it stays open even if something else asks for another modal.
  useEffect(() => {
    if (status === 'update-required' && openModal !== 'update-required')
      dispatch(modalOpened('update-required'));
  }, [dispatch, status, openModal]);

  if (status !== 'update-available') return null;
  return (
    <div role="status" className="on-dark bg-ink text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2 text-sm sm:px-6">
        <p>{UPDATE_AVAILABLE_TEXT}</p>
        <button
          type="button"
          onClick={() => void applyAppUpdate()}
          className="rounded-full bg-accent-400 px-4 py-1.5 font-semibold text-ink hover:bg-amber-300"
        >
          Refresh
        </button>
      </div>
    </div>
  );
}
