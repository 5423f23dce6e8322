import type { AppConfig } from '../../config';
import type { AppDatabase } from '../../db/client';
import { createEmbeddedGateway } from './embedded-gateway';
import { createPaymentCustomerStore } from './payment-customers';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

export * from './payment-provider';
export { createEmbeddedGateway, type EmbeddedGateway } from './embedded-gateway';
export { createStripeProvider, type StripeSdk } from './stripe-provider';

export interface CreatePaymentProviderOptions {
  onUnexpectedError?: (error: unknown) => void;
}

/** Stripe when it is configured, otherwise the embedded test gateway. */
export async function createPaymentProvider(
  config: Pick<AppConfig, 'stripe'>,
  db: AppDatabase,
  options: CreatePaymentProviderOptions = {},
): Promise<PaymentProvider> {
  if (!config.stripe) return createEmbeddedGateway(db);
  // Loaded only when configured: the SDK is large and most installs never use it.
  const { default: Stripe } = await import('stripe');
  return createStripeProvider({
    sdk: new Stripe(config.stripe.secretKey),
    publishableKey: config.stripe.publishableKey,
    customers: createPaymentCustomerStore(db, 'stripe'),
    ...options,
  });
}
