import { useEffect } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api';
import { formatPhoneNumber } from '@/lib/phone';
import { useOpenReferralMutation } from '../api';

/**
 * A friend arrived by a patient's invitation: who invited them and to which pharmacy, and that
 * the pharmacy registers them before they can verify.
 */
export function ReferralWelcome({ referralToken }: { referralToken: string }) {
  const [openReferral, { data, error }] = useOpenReferralMutation();
  useEffect(() => {
    void openReferral({ exitToken: referralToken });
  }, [openReferral, referralToken]);
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  if (!data) return <Spinner className="py-4" message="Opening your invitation…" />;
  const pharmacyName = data.pharmacy.name;
  return (
    <div className="rounded-xl bg-brand-50 p-4 text-ink">
      <p className="font-semibold">
        {data.referrerFirstName} invited you to order from {pharmacyName} online.
      </p>
      <p className="mt-1">
        Ask {pharmacyName} to add you as a patient
        {data.pharmacy.phone ? ` (call ${formatPhoneNumber(data.pharmacy.phone)})` : ''}; then
        verify your details below.
      </p>
    </div>
  );
}
