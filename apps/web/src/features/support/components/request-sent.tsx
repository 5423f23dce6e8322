import { PRODUCT } from '@fillwell/domain';

/** What a person sees once their request is stored: its reference and what happens next. */
export function RequestSent({ reference, next }: { reference: string; next: string }) {
  return (
    <div role="status" className="mt-6 rounded-xl bg-brand-50 p-5">
      <h3 className="text-lg font-bold text-ink">Thank you. We received your request.</h3>
      <p className="mt-2 text-ink">
        Your reference is <strong>{reference}</strong>. {next} We sent a confirmation to your e-mail
        from {PRODUCT.name}.
      </p>
    </div>
  );
}
