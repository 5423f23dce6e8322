import type { ReactNode } from 'react';
import type { Cart } from '@fillwell/contracts';
import type { CheckoutStep } from '@fillwell/domain';
import { CheckoutCartSummary } from './checkout-cart-summary';
import { CheckoutProgressBar } from './checkout-progress-bar';

interface StepFrameProps {
  flow: readonly CheckoutStep[];
  step: CheckoutStep;
  /** What is being bought, beside the step. */
  summary: ReactNode;
  children: ReactNode;
}

/** A step page of a checkout flow: the progress bar, the step, and the summary beside it. */
export function StepFrame({ flow, step, summary, children }: StepFrameProps) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <CheckoutProgressBar flow={flow} step={step} />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="flex min-w-0 flex-col gap-5">{children}</div>
        {summary}
      </div>
    </div>
  );
}

interface CheckoutFrameProps {
  flow: readonly CheckoutStep[];
  step: CheckoutStep;
  cart: Cart;
  children: ReactNode;
}

/** A step page: the progress bar, the step, and the cart beside it. */
export function CheckoutFrame({ flow, step, cart, children }: CheckoutFrameProps) {
  return (
    <StepFrame flow={flow} step={step} summary={<CheckoutCartSummary cart={cart} />}>
      {children}
    </StepFrame>
  );
}
