import type { Fulfillment } from '@fillwell/domain';
import type { OrderItemRow } from '../../db/schema/index';

/**
 * The person's own doctor sends the item's prescription to the pickup pharmacy: the item is
 * picked up, bought without an online visit and with nothing to transfer.
 */
export function isSentByOwnDoctor(
  item: Pick<OrderItemRow, 'rxSrcType' | 'transferSource'>,
  fulfillment: Fulfillment,
): boolean {
  return (
    fulfillment === 'pickup' &&
    item.rxSrcType !== 'consultation' &&
    (item.transferSource === null || item.transferSource === 'user')
  );
}
