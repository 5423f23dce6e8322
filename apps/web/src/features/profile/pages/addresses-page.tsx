import { AddressesSection } from '@/features/addresses';
import { AccountPage } from '../components/account-page';

/** /account/addresses */
export function AddressesPage() {
  return (
    <AccountPage title="Addresses">
      <AddressesSection />
    </AccountPage>
  );
}
