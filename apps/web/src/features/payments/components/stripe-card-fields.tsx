import { useEffect, useId, useRef, useState } from 'react';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';
import { loadStripeClient } from '../stripe-client';

export interface StripeCardHandle {
  stripe: Stripe;
  cardNumber: StripeCardNumberElement;
}

interface StripeCardFieldsProps {
  publishableKey: string;
  /** Called once Stripe's fields are on the page (and with null when they go away). */
  onReady: (handle: StripeCardHandle | null) => void;
}

const FIELDS = [
  { type: 'cardNumber', label: 'Card number' },
  { type: 'cardExpiry', label: 'Expiration (MM/YY)' },
  { type: 'cardCvc', label: 'CVC' },
] as const;
type FieldType = (typeof FIELDS)[number]['type'];

const FRAME_CLASS = 'rounded-lg border border-slate-400 bg-white px-3 py-3';

/** Stripe's own card fields (number, expiry, CVC): the card never touches this page's code. */
export function StripeCardFields({ publishableKey, onReady }: StripeCardFieldsProps) {
  const id = useId();
  const containers = useRef<Partial<Record<FieldType, HTMLDivElement | null>>>({});
  const [errors, setErrors] = useState<Partial<Record<FieldType, string>>>({});
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let isCancelled = false;
    const mounted: Array<{ destroy: () => void }> = [];
    loadStripeClient(publishableKey)
      .then((stripe) => {
        if (isCancelled) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        const elements = stripe.elements();
        const showError = (type: FieldType) => (event: StripeElementChangeEvent) =>
          setErrors((current) => ({ ...current, [type]: event.error?.message }));
        const cardNumber = elements.create('cardNumber');
        cardNumber.on('change', showError('cardNumber'));
        const cardExpiry = elements.create('cardExpiry');
        cardExpiry.on('change', showError('cardExpiry'));
        const cardCvc = elements.create('cardCvc');
        cardCvc.on('change', showError('cardCvc'));
        for (const [type, element] of [
          ['cardNumber', cardNumber],
          ['cardExpiry', cardExpiry],
          ['cardCvc', cardCvc],
        ] as const) {
          const container = containers.current[type];
          if (container) element.mount(container);
          mounted.push(element);
        }
        onReady({ stripe, cardNumber });
      })
      .catch(() => {
        if (!isCancelled) setLoadError(DEFAULT_ERROR_MESSAGE);
      });
    return () => {
      isCancelled = true;
      for (const element of mounted) element.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);

  if (loadError) {
    return (
      <p role="alert" className="text-red-700">
        {loadError}
      </p>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-4">
      {FIELDS.map(({ type, label }) => (
        <div
          key={type}
          className={`flex flex-col gap-1 ${type === 'cardNumber' ? 'col-span-2' : ''}`}
        >
          <span id={`${id}-${type}`} className="text-sm font-semibold text-ink">
            {label}
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-${type}`}
            className={FRAME_CLASS}
            ref={(element) => {
              containers.current[type] = element;
            }}
          />
          {errors[type] ? <p className="text-sm text-red-700">{errors[type]}</p> : null}
        </div>
      ))}
    </div>
  );
}
