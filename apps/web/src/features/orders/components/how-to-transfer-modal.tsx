import { chooseOrderUpdateChannel, describeOrderUpdatePromise } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { accountApi } from '@/features/account';
import { TRANSFER_TIME } from '../order-copy';

export interface HowToTransferModalProps {
  isOpen: boolean;
  onClose: () => void;
}

const READY_LIST = [
  'The name and phone number of the pharmacy or doctor that has your prescription',
  'The medication name and strength',
  'Your prescription number, if you have it (it is on the bottle label)',
] as const;

/** The how-to-transfer-rx modal: what happens when we transfer a prescription for you. */
export function HowToTransferModal({ isOpen, onClose }: HowToTransferModalProps) {
  const account = accountApi.endpoints.getUser.useQuery().data?.account ?? null;
  const promise = describeOrderUpdatePromise(account ? chooseOrderUpdateChannel(account) : null);
  return (
    <Modal title="How prescription transfers work" isOpen={isOpen} onClose={onClose}>
      <div className="flex flex-col gap-4 text-ink">
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>
            We contact your pharmacy or your doctor&apos;s office and ask them to send your
            prescription to us. You don&apos;t need to call anyone.
          </li>
          <li>Transfers take {TRANSFER_TIME}.</li>
          <li>
            {promise
              ? `${promise} when your order is on its way.`
              : 'Follow your order in Your Orders: it shows when your order is on its way.'}
          </li>
        </ol>
        <section aria-labelledby="transfer-ready-heading">
          <h3 id="transfer-ready-heading" className="font-semibold">
            What to have ready
          </h3>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-muted">
            {READY_LIST.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </section>
        <Button className="self-start" onClick={onClose}>
          Got it
        </Button>
      </div>
    </Modal>
  );
}
