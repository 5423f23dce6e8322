import { createRecordId } from '../../db/record-id';

type OrderIdPrefix = 'ord' | 'oi' | 'oev' | 'pay' | 'cons' | 'wal';

export function createOrderRecordId(prefix: OrderIdPrefix): string {
  return createRecordId(prefix);
}
