import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isHttpError } from '@/lib/api';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/http';

/**
 * Shows a failed save's per-field messages on the form's fields (server names mapped to form
 * names). Returns the message for the whole form when no field took it, else null.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fieldsByServerName: Readonly<Record<string, Path<T>>>,
  setError: UseFormSetError<T>,
): string | null {
  if (!isHttpError(error)) return DEFAULT_ERROR_MESSAGE;
  let hasFieldError = false;
  for (const [serverName, message] of Object.entries(error.validationErrors)) {
    const field = fieldsByServerName[serverName];
    if (!field) continue;
    setError(field, { type: 'server', message });
    hasFieldError = true;
  }
  return hasFieldError ? null : error.message;
}
