import { LIMITS } from '@fillwell/domain';
import { TextField } from '@/components/ui/text-field';
import { limitZipCodeInput } from '../zip-code';

interface ZipCodeFieldProps {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

export function ZipCodeField({ value, error, onChange }: ZipCodeFieldProps) {
  return (
    <TextField
      label="ZIP code"
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      maxLength={LIMITS.zipLength}
      value={value}
      onChange={(event) => onChange(limitZipCodeInput(event.target.value))}
      error={error}
      isErrorAnnounced
      className="w-32"
    />
  );
}
