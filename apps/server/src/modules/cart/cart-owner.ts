import type { AppDatabase } from '../../db/client';
import { readCart, type CartOwner, type CartRecord } from './cart-repository';

/** Whose cart a request reads or changes. */
export interface CartActor {
  sessionId: string | null;
  accountId: string | null;
}

/** A signed-in person's cart is the account's; a visitor's is the session's. */
export function toCartOwner(actor: CartActor): CartOwner | null {
  if (actor.accountId) return { accountId: actor.accountId };
  if (actor.sessionId) return { sessionId: actor.sessionId };
  return null;
}

/** The caller's cart and its items as stored, for reading without changing it; null when none. */
export async function readActorCart(db: AppDatabase, actor: CartActor): Promise<CartRecord | null> {
  const owner = toCartOwner(actor);
  return owner ? readCart(db, owner) : null;
}
