import { CardsSection } from '@/features/payments/components';
import { AccountPage } from '../components/account-page';

/** /account/cards */
export function CardsPage() {
  return (
    <AccountPage title="Payment cards">
      <CardsSection />
    </AccountPage>
  );
}
