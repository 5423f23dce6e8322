import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDatabase, Executor } from '../../db/client';
import {
  cartItems,
  carts,
  discountCards,
  type CartItemRow,
  type CartRow,
} from '../../db/schema/index';

export type { Executor } from '../../db/client';

/** Who a cart belongs to: a visitor's session or an account. */
export type CartOwner = { sessionId: string } | { accountId: string };

export interface CartRecord {
  cart: CartRow;
  items: CartItemRow[];
}

/** Unguessable, URL-safe ids. */
export function createCartId(): string {
  return `cart_${randomBytes(16).toString('base64url')}`;
}
export function createCartItemId(): string {
  return `item_${randomBytes(16).toString('base64url')}`;
}

function ownerCondition(owner: CartOwner) {
  return 'accountId' in owner
    ? eq(carts.accountId, owner.accountId)
    : eq(carts.sessionId, owner.sessionId);
}

export async function findCart(
  db: Executor,
  owner: CartOwner,
  options: { lock?: boolean } = {},
): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(ownerCondition(owner)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export function listCartItems(db: Executor, cartId: string): Promise<CartItemRow[]> {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position));
}

export async function readCart(db: Executor, owner: CartOwner): Promise<CartRecord | null> {
  const cart = await findCart(db, owner);
  return cart ? { cart, items: await listCartItems(db, cart.id) } : null;
}

/** The owner's cart, created when missing; locked for the rest of the transaction. */
export async function lockOrCreateCart(db: Executor, owner: CartOwner): Promise<CartRow> {
  const existing = await findCart(db, owner, { lock: true });
  if (existing) return existing;
  // A row this transaction inserts is its own until it ends; one inserted at once by another
  // call is read (and locked) instead.
  const [inserted] = await db
    .insert(carts)
    .values({ id: createCartId(), ...owner })
    .onConflictDoNothing()
    .returning();
  const created = inserted ?? (await findCart(db, owner, { lock: true }));
  if (!created) throw new Error('Cart could not be created');
  return created;
}

export type CartChanges = Partial<
  Pick<CartRow, 'pharmacyId' | 'pharmacyBrand' | 'pharmacyNetworkId' | 'couponCode'>
>;

/** Changes the cart (or, with no changes, marks it updated) and answers it as it now is. */
export async function updateCart(
  db: Executor,
  cartId: string,
  changes: CartChanges,
): Promise<CartRow | null> {
  const [row] = await db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cartId))
    .returning();
  return row ?? null;
}

export interface NewCartItem {
  medId: number;
  medNameId: number;
  quantity: number;
  priceCategory: string;
}

/** Adds an item, or replaces the cart's item for the same drug name (one per drug). */
export async function upsertCartItem(db: Executor, cartId: string, item: NewCartItem) {
  await db
    .insert(cartItems)
    .values({ id: createCartItemId(), cartId, ...item })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.medNameId],
      set: {
        medId: item.medId,
        quantity: item.quantity,
        priceCategory: item.priceCategory,
        isRecurring: false,
      },
    });
}

export async function updateCartItem(
  db: Executor,
  cartId: string,
  itemId: string,
  changes: Partial<Omit<CartItemRow, 'id' | 'cartId' | 'position' | 'createdAt'>>,
) {
  await db
    .update(cartItems)
    .set(changes)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
}

export async function deleteCartItems(db: Executor, cartId: string, itemIds: readonly string[]) {
  if (!itemIds.length) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, [...itemIds])));
}

export async function clearCartItems(db: Executor, cartId: string) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/**
 * Moves a visitor's cart to the account that just signed in on that session. Without an
 * account cart (or with an empty one) the visitor's cart becomes the account's; otherwise the
 * visitor's items join it, except drugs the account cart already holds.
 */
export async function mergeSessionCart(
  db: AppDatabase,
  sessionId: string,
  accountId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const visitorCart = await findCart(tx, { sessionId }, { lock: true });
    if (!visitorCart) return;
    const accountCart = await findCart(tx, { accountId }, { lock: true });
    const accountItems = accountCart ? await listCartItems(tx, accountCart.id) : [];
    if (!accountCart || accountItems.length === 0) {
      if (accountCart) await tx.delete(carts).where(eq(carts.id, accountCart.id));
      await tx
        .update(carts)
        .set({ sessionId: null, accountId, updatedAt: new Date() })
        .where(eq(carts.id, visitorCart.id));
      return;
    }
    const heldNames = new Set(accountItems.map((item) => item.medNameId));
    const visitorItems = await listCartItems(tx, visitorCart.id);
    const moving = visitorItems.filter((item) => !heldNames.has(item.medNameId));
    if (moving.length) {
      const movingIds = moving.map((item) => item.id);
      await tx
        .update(cartItems)
        .set({ cartId: accountCart.id })
        .where(inArray(cartItems.id, movingIds));
      // One medication bought with a doctor's visit per cart: the account's answer stands.
      if (accountItems.some((item) => item.rxSrcType === 'consultation')) {
        await tx
          .update(cartItems)
          .set({ rxSrcType: null })
          .where(and(inArray(cartItems.id, movingIds), eq(cartItems.rxSrcType, 'consultation')));
      }
      await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, accountCart.id));
    }
    await tx.delete(carts).where(eq(carts.id, visitorCart.id));
  });
}

export async function hasSessionCart(db: AppDatabase, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.sessionId, sessionId))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the account holds an active discount card, as the account summary's isMagicVerified
 * and the claim at the counter decide it: a card made inactive stops its prices at once.
 */
export async function isDiscountCardVerified(db: Executor, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCards.id })
    .from(discountCards)
    .where(and(eq(discountCards.accountId, accountId), eq(discountCards.status, 'active')))
    .limit(1);
  return row !== undefined;
}
