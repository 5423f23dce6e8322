import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';

interface ModalProps {
  title: string;
  description?: string;
  isOpen: boolean;
  isClosable?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** A centred dialog. Without a close control it cannot be dismissed by Escape or outside clicks. */
export function Modal({
  title,
  description,
  isOpen,
  isClosable = true,
  onClose,
  children,
}: ModalProps) {
  function preventDismiss(event: Event) {
    if (!isClosable) event.preventDefault();
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && isClosable && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          onEscapeKeyDown={preventDismiss}
          onPointerDownOutside={preventDismiss}
          onInteractOutside={preventDismiss}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-xl font-bold text-ink">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-muted">{description}</Dialog.Description>
          ) : null}
          <div className="mt-4">{children}</div>
          {isClosable ? (
            <Dialog.Close
              aria-label="Close"
              className="absolute top-4 right-4 rounded-full p-1 text-muted hover:bg-slate-100"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
