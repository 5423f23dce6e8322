import { useState } from 'react';
import { useAccount } from '../components/account-layout';
import { AccountCard, AccountPage } from '../components/account-page';
import { BasicInfoForm } from '../components/basic-info-form';
import { OptInsForm } from '../components/opt-ins-form';
import { PhoneNumberForm } from '../components/phone-number-form';

function SavedNote({ isShown }: { isShown: boolean }) {
  return (
    <p role="status" className="text-sm font-medium text-brand-800">
      {isShown ? 'Saved' : ''}
    </p>
  );
}

/** /account/profile: personal details, contact details and message preferences. */
export function ProfilePage() {
  const account = useAccount();
  const [savedForm, setSavedForm] = useState<'basic' | 'contact' | null>(null);
  return (
    <AccountPage title="Profile">
      <AccountCard title="Personal information">
        <BasicInfoForm
          profile={account}
          submitLabel="Save"
          onContinue={() => setSavedForm('basic')}
        />
        <SavedNote isShown={savedForm === 'basic'} />
      </AccountCard>
      <AccountCard title="Contact details">
        <PhoneNumberForm
          profile={account}
          submitLabel="Save"
          onContinue={() => setSavedForm('contact')}
        />
        <SavedNote isShown={savedForm === 'contact'} />
      </AccountCard>
      <AccountCard title="Message preferences">
        <OptInsForm profile={account} />
      </AccountCard>
    </AccountPage>
  );
}
