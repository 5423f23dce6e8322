import { useState, type FormEvent } from 'react';
import {
  registerPatientRequestSchema,
  type PartnerPatientResponse,
  type RegisterPatientRequest,
} from '@fillwell/contracts';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { StateSelectField } from '@/components/ui/state-select-field';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage, isHttpError } from '@/lib/api';
import { useRegisterPatientMutation } from '../api';

const EMPTY = {
  firstName: '',
  lastName: '',
  dob: '',
  mobileNumber: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

function toRequest(values: Values): RegisterPatientRequest {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    dob: values.dob,
    mobileNumber: values.mobileNumber,
    email: values.email.trim() || null,
    address: {
      address1: values.address1,
      address2: values.address2.trim() || null,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
    },
  };
}

/** Field errors by the form's own names (address fields are nested in the request). */
function readIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = (issue.path[0] === 'address' ? issue.path[1] : issue.path[0]) as
      Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const FIELDS: ReadonlyArray<{ name: Field; label: string; hint?: string; type?: string }> = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'dob', label: 'Date of birth', hint: 'MM/DD/YYYY' },
  { name: 'mobileNumber', label: 'Mobile phone number', type: 'tel' },
  { name: 'email', label: 'Email (optional)', type: 'email' },
  { name: 'address1', label: 'Street address' },
  { name: 'address2', label: 'Apartment, suite (optional)' },
  { name: 'city', label: 'City' },
  { name: 'zipCode', label: 'ZIP code' },
];

/** A new patient of the pharmacy: name, date of birth, phone and address on file. */
export function RegisterPatientForm({
  onRegistered,
}: {
  onRegistered: (answer: PartnerPatientResponse) => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterPatientMutation();
  const change = (name: Field, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const request = toRequest(values);
    const check = registerPatientRequestSchema.safeParse(request);
    if (!check.success) return setErrors(readIssues(check.error.issues));
    setErrors({});
    const result = await register(request);
    if (result.data) return onRegistered(result.data);
    if (isHttpError(result.error))
      setErrors(result.error.validationErrors as Partial<Record<Field, string>>);
    setFailure(getErrorMessage(result.error));
  }

  return (
    <form
      noValidate
      aria-label="Register a patient"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => void handleSubmit(event)}
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          hint={field.hint}
          type={field.type ?? 'text'}
          value={values[field.name]}
          error={errors[field.name]}
          onChange={(event) => change(field.name, event.target.value)}
        />
      ))}
      <StateSelectField
        label="State"
        value={values.state}
        error={errors.state}
        onChange={(event) => change('state', event.target.value)}
      />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <FormAlert message={failure} />
        <Button type="submit" className="self-start" disabled={isLoading}>
          {isLoading ? 'Registering…' : 'Register patient'}
        </Button>
      </div>
    </form>
  );
}
