import { Link } from 'react-router';
import { PARTNER_CONSOLE_PATH } from '@fillwell/domain';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { getErrorMessage } from '@/lib/api';
import { useGetPartnerOrdersQuery } from '../api';
import { ConsoleCard, ConsolePage } from '../components/console-page';
import { ConversationsList } from '../components/conversations-list';
import { OrdersTable } from '../components/orders-table';
import { usePartnerStaff } from '../components/partner-layout';
import { PatientsList } from '../components/patients-list';

const ORDERS_POLL_MS = 15_000;

function OrdersCard({ status }: { status: 'open' | 'submitted' }) {
  const { data, error } = useGetPartnerOrdersQuery(status, {
    pollingInterval: ORDERS_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const title = status === 'submitted' ? 'Submitted orders' : 'Orders being built';
  return (
    <ConsoleCard title={title}>
      {error ? <FormAlert message={getErrorMessage(error)} /> : null}
      {!data && !error ? <Spinner className="py-4" /> : null}
      {data ? (
        <OrdersTable
          orders={data}
          caption={title}
          emptyText={status === 'submitted' ? 'No submitted orders.' : 'No open orders.'}
        />
      ) : null}
    </ConsoleCard>
  );
}

/** /partner: the pharmacy's orders to work on, its patients and their chats. */
export function PartnerHomePage() {
  const { pharmacy } = usePartnerStaff();
  return (
    <ConsolePage title={`${pharmacy.name}: patients and orders`}>
      <Link
        to={`${PARTNER_CONSOLE_PATH}/patients/new`}
        className={`${BUTTON_STYLES.primary} self-start`}
      >
        Register a patient
      </Link>
      <OrdersCard status="submitted" />
      <OrdersCard status="open" />
      <ConsoleCard title="Chats">
        <ConversationsList />
      </ConsoleCard>
      <ConsoleCard title="Patients">
        <PatientsList />
      </ConsoleCard>
    </ConsolePage>
  );
}
