import { and, eq, gt, isNull, like, sql } from 'drizzle-orm';
import {
  CARD_MESSAGES,
  checkCardExpiry,
  checkCardNumber,
  isValidCardCvc,
  isValidZipCode,
  toCardDigits,
  toFourDigitYear,
  type CardBrand,
} from '@fillwell/domain';
import type { GatewayError, GatewayTokenResponse } from '@fillwell/contracts';
import type { AppDatabase } from '../../db/client';
import {
  gatewayCards,
  gatewayCharges,
  gatewayTokens,
  type GatewayChargeRow,
} from '../../db/schema/index';
import {
  providerFailure,
  type ChargeRequest,
  type PaymentProvider,
  type ProviderCard,
  type ProviderCharge,
  type ProviderRefund,
  type ProviderResult,
  type RefundRequest,
  type RemoveCardRequest,
  type SaveCardRequest,
} from './payment-provider';
import { createProviderId } from './provider-ids';
import {
  getChargeFailure,
  getSaveFailure,
  getTestCardOutcome,
  isTestCardOutcome,
} from './test-cards';

/** How long a token may wait before it is saved. */
export const GATEWAY_TOKEN_TTL_MINUTES = 30;

export interface TokenizeInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  addressZip?: string | undefined;
}

export type GatewayErrorBody = GatewayError['error'];

export type TokenizeResult =
  | { ok: true; token: GatewayTokenResponse }
  | { ok: false; status: 400 | 402; error: GatewayErrorBody };

export interface EmbeddedGateway extends PaymentProvider {
  /** What the browser calls: checks the card and swaps it for a one-time token. */
  tokenize(input: TokenizeInput): Promise<TokenizeResult>;
}

interface CheckedCard {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  zipCode: string | null;
  digits: string;
}

function cardError(code: string, message: string, param: string): TokenizeResult {
  return { ok: false, status: 402, error: { type: 'card_error', code, message, param } };
}

/** The card checks a provider makes at tokenization; the number is used here and then dropped. */
function checkCard(input: TokenizeInput): { ok: true; card: CheckedCard } | TokenizeResult {
  const digits = toCardDigits(input.number) ?? '';
  const numberCheck = checkCardNumber(digits);
  if (!numberCheck.isValid || !numberCheck.brand) {
    return cardError('incorrect_number', CARD_MESSAGES.numberIncorrect, 'number');
  }
  const expiry = { month: input.expMonth, year: toFourDigitYear(input.expYear) };
  const expiryProblem = checkCardExpiry(expiry);
  if (expiryProblem === 'invalid_month') {
    return cardError('invalid_expiry_month', CARD_MESSAGES.expiryMonthInvalid, 'exp_month');
  }
  if (expiryProblem) {
    return cardError('invalid_expiry_year', CARD_MESSAGES.expiryYearInvalid, 'exp_year');
  }
  if (!isValidCardCvc(input.cvc, numberCheck.brand)) {
    return cardError('invalid_cvc', CARD_MESSAGES.cvcInvalid, 'cvc');
  }
  const zip = input.addressZip?.trim() || null;
  if (zip !== null && !isValidZipCode(zip)) {
    return {
      ok: false,
      status: 400,
      error: {
        type: 'invalid_request_error',
        code: 'invalid_zip',
        message: CARD_MESSAGES.zipInvalid,
        param: 'address_zip',
      },
    };
  }
  return {
    ok: true,
    card: {
      brand: numberCheck.brand,
      last4: digits.slice(-4),
      expMonth: expiry.month,
      expYear: expiry.year,
      zipCode: zip,
      digits,
    },
  };
}

/**
 * The embedded test gateway: stands in for a card provider when none is configured. It keeps only
 * brand, last four digits, expiry, ZIP and the test outcome the number stands for.
 */
export function createEmbeddedGateway(db: AppDatabase): EmbeddedGateway {
  async function tokenize(input: TokenizeInput): Promise<TokenizeResult> {
    const checked = checkCard(input);
    if (!('card' in checked)) return checked;
    const { digits, ...card } = checked.card;
    const id = createProviderId('tok');
    await db.insert(gatewayTokens).values({ id, ...card, outcome: getTestCardOutcome(digits) });
    const { brand, last4, expMonth, expYear } = card;
    return { ok: true, token: { id, card: { brand, last4, expMonth, expYear } } };
  }

  async function saveCard(request: SaveCardRequest): Promise<ProviderResult<ProviderCard>> {
    const [token] = await db
      .update(gatewayTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(gatewayTokens.id, request.token),
          isNull(gatewayTokens.usedAt),
          gt(
            gatewayTokens.createdAt,
            sql`now() - make_interval(mins => ${GATEWAY_TOKEN_TTL_MINUTES})`,
          ),
        ),
      )
      .returning();
    if (!token)
      return providerFailure('invalid_token', 'token_invalid', CARD_MESSAGES.tokenInvalid);
    const outcome = isTestCardOutcome(token.outcome) ? token.outcome : 'card_declined';
    const failure = getSaveFailure(outcome);
    if (failure) return providerFailure('card_error', failure.code, failure.message);
    const providerCardId = createProviderId('card');
    const { brand, last4, expMonth, expYear, zipCode } = token;
    await db
      .insert(gatewayCards)
      .values({ id: providerCardId, brand, last4, expMonth, expYear, zipCode, outcome });
    return {
      ok: true,
      value: { providerCardId, brand: brand as CardBrand, last4, expMonth, expYear, zipCode },
    };
  }

  async function charge(request: ChargeRequest): Promise<ProviderResult<ProviderCharge>> {
    const [card] = await db
      .select()
      .from(gatewayCards)
      .where(and(eq(gatewayCards.id, request.providerCardId), isNull(gatewayCards.removedAt)));
    if (!card) {
      return providerFailure('invalid_request', 'card_missing', 'This card is no longer saved.');
    }
    const outcome = isTestCardOutcome(card.outcome) ? card.outcome : 'card_declined';
    const isExpired = checkCardExpiry({ month: card.expMonth, year: card.expYear }) !== null;
    const failure = isExpired ? getChargeFailure('expired_card') : getChargeFailure(outcome);
    await db
      .insert(gatewayCharges)
      .values({
        id: createProviderId('ch'),
        idempotencyKey: request.idempotencyKey,
        cardId: card.id,
        amountCents: request.amountCents,
        status: failure?.code ?? 'succeeded',
      })
      .onConflictDoNothing({ target: gatewayCharges.idempotencyKey });
    return readCharge(request);
  }

  /** The charge recorded under the key: a retry gets the first attempt's answer. */
  async function readCharge(request: ChargeRequest): Promise<ProviderResult<ProviderCharge>> {
    const [recorded] = await db
      .select()
      .from(gatewayCharges)
      .where(eq(gatewayCharges.idempotencyKey, request.idempotencyKey));
    if (
      !recorded ||
      recorded.cardId !== request.providerCardId ||
      recorded.amountCents !== request.amountCents
    ) {
      return providerFailure(
        'invalid_request',
        'idempotency_key_in_use',
        'This payment key was already used for a different charge.',
      );
    }
    if (recorded.status !== 'succeeded') {
      const failure = isTestCardOutcome(recorded.status) ? getChargeFailure(recorded.status) : null;
      return providerFailure(
        'card_error',
        recorded.status,
        failure?.message ?? CARD_MESSAGES.declined,
      );
    }
    return { ok: true, value: { chargeId: recorded.id, amountCents: recorded.amountCents } };
  }

  /**
   * Refunds are gateway_charges rows with status refunded, keyed `refund:<charge id>:<key>` so
   * that a charge's refunds can be added up: together they never exceed the charge.
   */
  async function refund(request: RefundRequest): Promise<ProviderResult<ProviderRefund>> {
    const key = `refund:${request.chargeId}:${request.idempotencyKey}`;
    return db.transaction(async (tx) => {
      const [charge] = await tx
        .select()
        .from(gatewayCharges)
        .where(and(eq(gatewayCharges.id, request.chargeId), eq(gatewayCharges.status, 'succeeded')))
        .for('update');
      if (!charge) return providerFailure('invalid_request', 'charge_missing', NO_SUCH_CHARGE);
      const [recorded] = await tx
        .select()
        .from(gatewayCharges)
        .where(eq(gatewayCharges.idempotencyKey, key));
      if (recorded) return answerRecordedRefund(recorded, request.amountCents);
      const [refunded] = await tx
        .select({ cents: sql`coalesce(sum(${gatewayCharges.amountCents}), 0)`.mapWith(Number) })
        .from(gatewayCharges)
        .where(like(gatewayCharges.idempotencyKey, `refund:${escapeLike(charge.id)}:%`));
      if (
        request.amountCents <= 0 ||
        (refunded?.cents ?? 0) + request.amountCents > charge.amountCents
      ) {
        return providerFailure('invalid_request', 'amount_too_large', REFUND_TOO_LARGE);
      }
      const id = createProviderId('re');
      await tx.insert(gatewayCharges).values({
        id,
        idempotencyKey: key,
        cardId: charge.cardId,
        amountCents: request.amountCents,
        status: 'refunded',
      });
      return { ok: true, value: { refundId: id, amountCents: request.amountCents } };
    });
  }

  async function removeCard(request: RemoveCardRequest): Promise<ProviderResult<null>> {
    await db
      .update(gatewayCards)
      .set({ removedAt: sql`now()` })
      .where(and(eq(gatewayCards.id, request.providerCardId), isNull(gatewayCards.removedAt)));
    return { ok: true, value: null };
  }

  return {
    kind: 'embedded',
    publishableKey: null,
    tokenize,
    saveCard,
    charge,
    refund,
    removeCard,
  };
}

const NO_SUCH_CHARGE = 'There is no successful charge to refund.';
const REFUND_TOO_LARGE = 'The refund is larger than what is left of the charge.';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** A retried refund answers the first one's result; another amount under its key is refused. */
function answerRecordedRefund(
  recorded: GatewayChargeRow,
  amountCents: number,
): ProviderResult<ProviderRefund> {
  if (recorded.amountCents !== amountCents) {
    return providerFailure(
      'invalid_request',
      'idempotency_key_in_use',
      'This refund key was already used for a different refund.',
    );
  }
  return { ok: true, value: { refundId: recorded.id, amountCents } };
}
