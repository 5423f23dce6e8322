import { Link } from 'react-router';
import type { PartnerOrder } from '@fillwell/contracts';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { describeOrderStatus, formatDateTime } from '../partner-format';

interface OrdersTableProps {
  orders: PartnerOrder[];
  caption: string;
  emptyText: string;
}

/** Orders: patient, number, items, total, where it is, and a link to work on it. */
export function OrdersTable({ orders, caption, emptyText }: OrdersTableProps) {
  if (!orders.length) return <p className="text-muted">{emptyText}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-ink">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-sm">
          <tr>
            {['Patient', 'Order', 'Items', 'Total', 'Status'].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">
                {label}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const patientName = `${order.patient.firstName} ${order.patient.lastName}`;
            return (
              <tr key={order.id} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {patientName}
                </th>
                <td className="px-3 py-2">
                  {order.orderNumber ?? 'Not submitted'}
                  <span className="block text-sm text-muted">
                    {formatDateTime(order.submittedOn ?? order.createdOn)}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {order.items.map((item) => `${item.name} (${item.daysSupply} days)`).join(', ') ||
                    'None yet'}
                </td>
                <td className="px-3 py-2">{order.total.displayValue}</td>
                <td className="px-3 py-2">{describeOrderStatus(order)}</td>
                <td className="px-3 py-2">
                  <Link
                    to={`${PARTNER_CONSOLE_PATH}/orders/${encodeURIComponent(order.id)}`}
                    aria-label={`Open the order of ${patientName}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    Open
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
