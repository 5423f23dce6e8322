import { readPrescriberNames } from '../transfers/index';
import {
  CART_ERROR_CODES,
  QUANTITY_MESSAGES,
  type AddCartItemsRequest,
  type ApplyCouponResponse,
  type Cart,
  type CartItemChange,
  type CheckoutAnswers,
  type SetCartPharmacyBrandRequest,
  type SetCartPharmacyRequest,
  type UpdatePrescriptionSourcesRequest,
} from '@fillwell/contracts';
import {
  CART_MESSAGES,
  getFulfillment,
  NETWORK_IDS,
  normalizeCouponCode,
  type Fulfillment,
  type PriceCategory,
} from '@fillwell/domain';
import type { AppDatabase } from '../../db/client';
import { runTogether } from '../../db/run-together';
import type { CartItemRow, CartRow } from '../../db/schema/index';
import { createNotFoundError, HttpError } from '../../plugins/http-error';
import type { CatalogueIndex } from '../catalog/index';
import type { PharmacyIndex } from '../pharmacies/index';
import { sumWalletCents } from '../payments/wallet-repository';
import { findReferralCouponInviter } from '../referrals/index';
import {
  resolveBrandTarget,
  resolvePharmacyTarget,
  type PharmacyTarget,
  type PricedQuantity,
} from './cart-pharmacy';
import { applyPrescriptionSources } from './cart-prescriptions';
import { toCartOwner, type CartActor } from './cart-owner';
import { priceCart, toMoney, type CartLine, type LinePrescriptionSource } from './cart-pricing';
import {
  applyTarget,
  assertCategoryAllowed,
  assertRoom,
  assertWithinOrderCeiling,
  cartPickupCategory,
  createFulfillmentConflict,
  refresh,
  settleFulfillment,
  type MutationContext,
} from './cart-mutation';
import { toCartView } from './cart-view';
import { applyCheckoutAnswers, readCheckoutAnswers } from './checkout-answers';
import { giveVisitorPatient, takeVisitorPatient } from './checkout-answers-visit';
import { assertCouponApplies } from './coupon-rules';
import {
  clearCartItems,
  deleteCartItems,
  findCart,
  hasSessionCart,
  isDiscountCardVerified,
  listCartItems,
  lockOrCreateCart,
  mergeSessionCart,
  readCart,
  updateCart,
  updateCartItem,
  upsertCartItem,
  type Executor,
} from './cart-repository';
import { findCoupon, isCouponUsable } from './coupon-repository';
import { createCouponRefusedError, findCouponRefusal, readCartCoupon } from './coupon-usage';
import type { CustomerOrders } from './customer-orders';
import {
  NO_STORED_SOURCE,
  readStoredSource,
  type StoredPrescriptionSource,
} from './prescription-sources';
import {
  invalidField,
  isQuantityAllowed,
  resolvePriceChoice,
  type PriceChoice,
} from './price-choice';

/** A cart as the purchase sees it. */
export interface PurchaseCart {
  cart: CartRow;
  items: CartItemRow[];
  view: Cart;
}

export type { CartActor } from './cart-owner';

/** What the cart's price depends on about its account (a visitor has no orders and no wallet). */
interface AccountFacts {
  orderCount: number;
  walletCents: number | null;
  /** Who invited the account, when a referral reward waits for its first order. */
  inviter: { firstName: string | null } | null;
}

export interface CartServiceOptions {
  db: AppDatabase;
  catalogue: CatalogueIndex;
  pharmacies: PharmacyIndex;
  orders: CustomerOrders;
}

export function createCartService(options: CartServiceOptions) {
  const { db, catalogue, pharmacies, orders } = options;

  function getChainShortName(cart: CartRow): string | null {
    if (cart.pharmacyId) return pharmacies.get(cart.pharmacyId)?.chainShortName ?? null;
    return cart.pharmacyBrand;
  }

  /** A visitor's cart joins the account on the first cart call after sign-in. */
  async function adoptVisitorCart(actor: CartActor): Promise<void> {
    if (!actor.accountId || !actor.sessionId) return;
    if (!(await hasSessionCart(db, actor.sessionId))) return;
    const visitPatient = await takeVisitorPatient(db, actor.sessionId);
    await mergeSessionCart(db, actor.sessionId, actor.accountId);
    await giveVisitorPatient(db, actor.accountId, visitPatient);
  }

  /** The items with their catalogue entries; prescriber names are for the view only. */
  function toLines(
    items: readonly CartItemRow[],
    prescriberNames: ReadonlyMap<number, string> = new Map(),
  ): CartLine[] {
    return items.flatMap((item) => {
      const medication = catalogue.getMedication(item.medId);
      const drug = medication && catalogue.getDrug(medication.medNameId);
      if (!medication || !drug) return [];
      const source = readStoredSource(item);
      return [
        {
          id: item.id,
          quantity: item.quantity,
          priceCategory: item.priceCategory as PriceCategory,
          isRecurring: item.isRecurring,
          rxSrcType: source.rxSrcType,
          prescriptionSource: describeSource(source, prescriberNames),
          drug,
          medication,
        },
      ];
    });
  }

  /** What the cart's price depends on about its account, whatever the cart holds. */
  async function readAccountFacts(
    executor: Executor,
    accountId: string | null,
  ): Promise<AccountFacts> {
    if (!accountId) return { orderCount: 0, walletCents: null, inviter: null };
    const [orderCount, walletCents, inviter] = await runTogether(executor, [
      () => orders.countOrders(executor, accountId),
      () => sumWalletCents(executor, accountId),
      () => findReferralCouponInviter(executor, accountId),
    ]);
    return { orderCount, walletCents, inviter: inviter ?? null };
  }

  /** `isBlocked` and the account's facts are read unless the caller has just read them. */
  async function describe(
    executor: Executor,
    actor: CartActor,
    cart: CartRow | null,
    items: readonly CartItemRow[],
    known: { isBlocked?: boolean; facts?: AccountFacts } = {},
  ): Promise<Cart> {
    const providerIds = items.flatMap((item) => item.rxSrcProviderId ?? []);
    const record = cart?.pharmacyId ? pharmacies.get(cart.pharmacyId) : undefined;
    const accountId = actor.accountId;
    const [prescriberNames, facts, isBlocked, { coupon, refusal }] = await runTogether(executor, [
      () => readPrescriberNames(executor, providerIds),
      async () => known.facts ?? readAccountFacts(executor, accountId),
      async () =>
        known.isBlocked ?? (accountId ? orders.hasCartBlockingOrder(executor, accountId) : false),
      () => readCartCoupon(executor, cart?.couponCode ?? null, accountId),
    ]);
    const lines = toLines(items, prescriberNames);
    const isFirstOrder = accountId !== null && facts.orderCount === 0;
    const pricing = priceCart({
      lines,
      chainShortName: cart ? getChainShortName(cart) : null,
      isWelcomeOfferEligible: isFirstOrder,
      referralInviter: isFirstOrder ? facts.inviter : null,
      coupon,
      walletBalanceCents: facts.walletCents,
    });
    // A coupon used up since it was applied leaves the cart; the cart says why.
    if (refusal) pricing.promotionNote = CART_MESSAGES[refusal];
    const answers = readCheckoutAnswers(items);
    return toCartView({ cart, lines, pricing, pharmacy: record, isBlocked, answers });
  }

  async function getCart(actor: CartActor): Promise<Cart> {
    await adoptVisitorCart(actor);
    const owner = toCartOwner(actor);
    const record = owner ? await readCart(db, owner) : null;
    return describe(db, actor, record?.cart ?? null, record?.items ?? []);
  }

  /**
   * Runs a change on the actor's locked cart, then answers the cart as it now is. A change that
   * can raise the cart's value (`isValueRaised`) is refused past the order ceiling.
   */
  async function mutate(
    actor: CartActor,
    change: (context: MutationContext) => Promise<void>,
    isValueRaised = false,
  ): Promise<Cart> {
    const owner = toCartOwner(actor);
    if (!owner) throw new Error('A cart change needs a session');
    const accountId = actor.accountId;
    // Side by side: each waits for the database's connection, which a cart change elsewhere holds.
    const [, isBlocked] = await Promise.all([
      adoptVisitorCart(actor),
      accountId ? orders.hasCartBlockingOrder(db, accountId) : false,
    ]);
    if (isBlocked) throw new HttpError(409, CART_ERROR_CODES.blocked, CART_MESSAGES.cartBlocked);
    return db.transaction(async (tx) => {
      const cart = await lockOrCreateCart(tx, owner);
      const [items, isVerified] = await runTogether(tx, [
        () => listCartItems(tx, cart.id),
        async () => (accountId ? isDiscountCardVerified(tx, accountId) : false),
      ]);
      await change({ tx, cart, items, isVerified });
      const [current, currentItems, facts] = await runTogether(tx, [
        () => updateCart(tx, cart.id, {}),
        () => listCartItems(tx, cart.id),
        () => readAccountFacts(tx, accountId),
      ]);
      // Not blocked: checked above, before the change.
      const view = await describe(tx, actor, current, currentItems, { isBlocked: false, facts });
      if (isValueRaised) assertWithinOrderCeiling(view);
      return view;
    });
  }

  /** A change that can raise the cart's value: rolled back when it passes the order ceiling. */
  function mutateWithinCeiling(
    actor: CartActor,
    change: (context: MutationContext) => Promise<void>,
  ): Promise<Cart> {
    return mutate(actor, change, true);
  }

  function describeSource(
    source: StoredPrescriptionSource,
    prescriberNames: ReadonlyMap<number, string>,
  ): LinePrescriptionSource {
    const pharmacyName = source.rxSrcPharmacyId && pharmacies.get(source.rxSrcPharmacyId)?.name;
    const providerName = source.rxSrcProviderId && prescriberNames.get(source.rxSrcProviderId);
    return {
      transferSource: source.transferSource,
      rxSrcPharmacyId: source.rxSrcPharmacyId,
      rxSrcProviderId: source.rxSrcProviderId,
      name: pharmacyName || providerName || null,
    };
  }

  function pricedQuantities(items: readonly CartItemRow[]): PricedQuantity[] {
    return toLines(items).map((line) => ({ medication: line.medication, quantity: line.quantity }));
  }

  /**
   * Adds items. With a pharmacy (or chain) the pharmacy decides the fulfillment and the price
   * category of every item; otherwise each price id does.
   */
  async function addItems(actor: CartActor, request: AddCartItemsRequest): Promise<Cart> {
    const choices = request.items.map((item, index) =>
      resolvePriceChoice(catalogue, item, `items.${index}.price_id`),
    );
    const isForced = request.force === true;
    return mutateWithinCeiling(actor, async (context) => {
      if (request.clear) {
        await clearCartItems(context.tx, context.cart.id);
        context.items = [];
      }
      if (request.clearCoupons) await updateCart(context.tx, context.cart.id, { couponCode: null });
      const target = resolveRequestedTarget(request, context, choices);
      const incoming = target?.fulfillment ?? findSingleFulfillment(choices);
      await settleFulfillment(context, incoming, isForced);
      const pickupCategory = target ? null : cartPickupCategory(context.cart);
      for (const choice of choices) {
        const category =
          target?.category ?? (incoming === 'pickup' ? pickupCategory : null) ?? choice.category;
        assertCategoryAllowed(category, context.isVerified);
        await upsertCartItem(context.tx, context.cart.id, toNewItem(choice, category));
      }
      await refresh(context);
      assertRoom(context.items);
      if (target) await applyTarget(context, target, isForced);
    });
  }

  function findSingleCategory(choices: readonly PriceChoice[]): PriceCategory {
    const categories = new Set(choices.map((choice) => choice.category));
    const [only] = [...categories];
    if (categories.size > 1 || !only) {
      throw invalidField('items', CART_MESSAGES.categoryConflict);
    }
    return only;
  }

  function findSingleFulfillment(choices: readonly PriceChoice[]): Fulfillment {
    const fulfillments = new Set(choices.map((choice) => getFulfillment(choice.category)));
    const [only] = [...fulfillments];
    if (fulfillments.size > 1 || !only) {
      throw invalidField('items', CART_MESSAGES.fulfillmentConflict);
    }
    return only;
  }

  /**
   * The pharmacy asked for, at the network of the price the person chose: the price shown beside
   * a pharmacy is the one the cart holds, never another category's.
   */
  function resolveRequestedTarget(
    request: Pick<AddCartItemsRequest, 'pharmacyId' | 'pharmacyBrand'>,
    context: MutationContext,
    choices: readonly PriceChoice[],
  ): PharmacyTarget | null {
    const targetRequest = {
      networkId: NETWORK_IDS[findSingleCategory(choices)],
      isDiscountCardVerified: context.isVerified,
      items: [
        ...pricedQuantities(context.items),
        ...choices.map((choice) => ({ medication: choice.medication, quantity: choice.quantity })),
      ],
    };
    if (request.pharmacyId)
      return resolvePharmacyTarget(pharmacies, request.pharmacyId, targetRequest);
    if (request.pharmacyBrand) return resolveBrandTarget(request.pharmacyBrand, targetRequest);
    return null;
  }

  async function updateItems(
    actor: CartActor,
    changes: readonly CartItemChange[],
    isForced = false,
  ): Promise<Cart> {
    const repriced = changes.map((change, index) =>
      change.priceId
        ? resolvePriceChoice(catalogue, { priceId: change.priceId }, `items.${index}.price_id`)
        : null,
    );
    // Only deleting never raises the cart's value.
    const runChange = changes.every((entry) => entry.delete === true)
      ? mutate
      : mutateWithinCeiling;
    return runChange(actor, async (context) => {
      const byId = new Map(context.items.map((item) => [item.id, item]));
      for (const [index, change] of changes.entries()) {
        const item = byId.get(change.itemId);
        if (!item) throw createNotFoundError(CART_MESSAGES.itemNotFound);
        if (change.delete) {
          await deleteCartItems(context.tx, context.cart.id, [item.id]);
          continue;
        }
        await applyItemChange(context, item, change, repriced[index] ?? null, isForced);
      }
      await refresh(context);
    });
  }

  async function applyItemChange(
    context: MutationContext,
    item: CartItemRow,
    change: CartItemChange,
    choice: PriceChoice | null,
    isForced: boolean,
  ): Promise<void> {
    const next = choice
      ? {
          medId: choice.medication.medId,
          medNameId: choice.drug.medNameId,
          quantity: change.quantity ?? choice.quantity,
          priceCategory: choice.category as string,
        }
      : {
          medId: item.medId,
          medNameId: item.medNameId,
          quantity: change.quantity ?? item.quantity,
          priceCategory: item.priceCategory,
        };
    const medication = catalogue.getMedication(next.medId);
    if (!medication || !isQuantityAllowed(medication, next.quantity)) {
      throw invalidField('quantity', QUANTITY_MESSAGES.notAllowed);
    }
    const category = next.priceCategory as PriceCategory;
    if (category !== item.priceCategory) {
      assertCategoryAllowed(category, context.isVerified);
      const others = context.items.filter((other) => other.id !== item.id);
      const isMixed = others.some(
        (other) =>
          getFulfillment(other.priceCategory as PriceCategory) !== getFulfillment(category),
      );
      if (isMixed && !isForced) {
        throw createFulfillmentConflict(getFulfillment(category));
      }
    }
    const isRecurring = change.isRecurring ?? item.isRecurring;
    if (change.isRecurring === true && !isRecurringAllowed(next.medNameId, category)) {
      throw invalidField('is_recurring', CART_MESSAGES.autoRefillNotEligible);
    }
    // The prescription source belongs to the drug: a new dosage or quantity keeps it.
    const source = next.medNameId === item.medNameId ? {} : NO_STORED_SOURCE;
    await updateCartItem(context.tx, context.cart.id, item.id, {
      ...next,
      ...source,
      isRecurring: isRecurring && isRecurringAllowed(next.medNameId, category),
    });
  }

  function isRecurringAllowed(medNameId: number, category: PriceCategory): boolean {
    const drug = catalogue.getDrug(medNameId);
    return (
      getFulfillment(category) === 'delivery' && drug !== undefined && drug.deaSchedule === null
    );
  }

  async function setPharmacy(actor: CartActor, request: SetCartPharmacyRequest): Promise<Cart> {
    return mutateWithinCeiling(actor, async (context) => {
      const target = resolvePharmacyTarget(pharmacies, request.pharmacyId, {
        networkId: request.pharmacyNetworkId,
        isDiscountCardVerified: context.isVerified,
        items: pricedQuantities(context.items),
      });
      await applyTarget(context, target, request.force === true);
    });
  }

  async function setPharmacyBrand(
    actor: CartActor,
    request: SetCartPharmacyBrandRequest,
  ): Promise<Cart> {
    return mutateWithinCeiling(actor, async (context) => {
      const target = resolveBrandTarget(request.pharmacyBrand, {
        networkId: request.pharmacyNetworkId,
        isDiscountCardVerified: context.isVerified,
        items: pricedQuantities(context.items),
      });
      await applyTarget(context, target, request.force === true);
    });
  }

  /** The verify-rx and transfer-rx answers (PATCH /v2/cart/prescriptions). */
  async function updatePrescriptionSources(
    actor: CartActor,
    request: UpdatePrescriptionSourcesRequest,
  ): Promise<Cart> {
    return mutate(actor, (context) =>
      applyPrescriptionSources(context, request.items, { catalogue, pharmacies }),
    );
  }

  /** The prescription answers kept with the cart (PUT /v2/cart/checkout_answers). */
  async function setCheckoutAnswers(actor: CartActor, answers: CheckoutAnswers): Promise<Cart> {
    return mutate(actor, (context) =>
      applyCheckoutAnswers(context, answers, actor.accountId, { catalogue, pharmacies }),
    );
  }

  async function applyCoupon(actor: CartActor, typedCode: string): Promise<ApplyCouponResponse> {
    const code = normalizeCouponCode(typedCode);
    const coupon = await findCoupon(db, code);
    if (!coupon || !isCouponUsable(coupon, new Date())) {
      throw createCouponRefusedError(coupon ? 'couponExpired' : 'couponInvalid');
    }
    const refusal = await findCouponRefusal(db, coupon, actor.accountId);
    if (refusal) throw createCouponRefusedError(refusal);
    const isWelcomeOfferEligible =
      actor.accountId !== null && (await orders.countOrders(db, actor.accountId)) === 0;
    const referralInviter =
      isWelcomeOfferEligible && actor.accountId
        ? await findReferralCouponInviter(db, actor.accountId)
        : null;
    const cart = await mutate(actor, async (context) => {
      assertCouponApplies({
        lines: toLines(context.items),
        chainShortName: getChainShortName(context.cart),
        isWelcomeOfferEligible,
        referralInviter,
        discountCents: coupon.discountCents,
      });
      await updateCart(context.tx, context.cart.id, { couponCode: coupon.code });
    });
    return {
      name: coupon.name,
      firstName: coupon.firstName,
      discount: toMoney(coupon.discountCents),
      cart,
    };
  }

  /**
   * For the purchase, inside its transaction: the account's cart locked until the transaction
   * ends, its rows and the priced view the person saw. Null when the account has no cart.
   */
  async function lockCartForPurchase(
    tx: Executor,
    accountId: string,
  ): Promise<PurchaseCart | null> {
    const cart = await findCart(tx, { accountId }, { lock: true });
    if (!cart) return null;
    const items = await listCartItems(tx, cart.id);
    const view = await describe(tx, { accountId, sessionId: null }, cart, items);
    return { cart, items, view };
  }

  /** After a purchase: the cart is empty again (its pharmacy choice stays for the next order). */
  async function resetCartAfterPurchase(tx: Executor, cartId: string): Promise<void> {
    await clearCartItems(tx, cartId);
    await updateCart(tx, cartId, { couponCode: null });
  }

  return {
    getCart,
    lockCartForPurchase,
    resetCartAfterPurchase,
    addItems,
    updateItems,
    deleteItem: (actor: CartActor, itemId: string) =>
      updateItems(actor, [{ itemId, delete: true }]),
    setPharmacy,
    setPharmacyBrand,
    updatePrescriptionSources,
    setCheckoutAnswers,
    applyCoupon,
  };
}

export type CartService = ReturnType<typeof createCartService>;

function toNewItem(choice: PriceChoice, category: PriceCategory) {
  return {
    medId: choice.medication.medId,
    medNameId: choice.drug.medNameId,
    quantity: choice.quantity,
    priceCategory: category,
  };
}
