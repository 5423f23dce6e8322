import { HealthProfileSection } from '@/features/health-profile';
import { AccountPage } from '../components/account-page';

/** /account/health-profile */
export function HealthProfilePage() {
  return (
    <AccountPage title="Health profile">
      <HealthProfileSection />
    </AccountPage>
  );
}
