import { Spinner } from '@/components/ui/spinner';

/** The checkout frame's wait, in the middle of the page: loading, or opening the order. */
export function CheckoutSpinner({ message }: { message: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner message={message} />
    </div>
  );
}
