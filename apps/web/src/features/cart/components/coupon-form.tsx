import { useEffect, useState, type FormEvent } from 'react';
import { LIMITS } from '@fillwell/domain';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api';
import { useApplyCouponMutation } from '../api';

/**
 * "Have a coupon?": Apply is disabled while the field is empty; a refusal shows under the
 * field for 4 s; success closes the field.
 */
export function CouponForm() {
  const [isOpen, setIsOpen] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [applyCoupon, { isLoading }] = useApplyCouponMutation();

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), LIMITS.couponMessageMs);
    return () => clearTimeout(timer);
  }, [message]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return;
    try {
      await applyCoupon({ code: trimmed }).unwrap();
      setIsOpen(false);
      setCode('');
      setMessage(null);
    } catch (failure) {
      setMessage(getErrorMessage(failure));
    }
  }

  if (!isOpen) {
    return (
      <Button variant="quiet" className="-ml-3" onClick={() => setIsOpen(true)}>
        Have a coupon?
      </Button>
    );
  }
  return (
    <form onSubmit={(event) => void submit(event)} className="flex items-start gap-2" noValidate>
      <TextField
        label="Coupon code"
        className="flex-1"
        value={code}
        autoComplete="off"
        maxLength={40}
        error={message}
        isErrorAnnounced
        onChange={(event) => setCode(event.target.value)}
      />
      <Button
        type="submit"
        variant="secondary"
        className="mt-6"
        disabled={!code.trim() || isLoading}
      >
        Apply
      </Button>
    </form>
  );
}
