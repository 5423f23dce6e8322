import { CANCELLATION_REASONS, cancellationRequestSchema } from '@fillwell/contracts';

export type CancellationChoice = (typeof CANCELLATION_REASONS)[number];
export const OTHER_REASON: CancellationChoice = 'Other';

export type CancellationReasonCheck =
  { isValid: true; reason: string } | { isValid: false; message: string };

/**
 * The reason to send: the chosen one, or for 'Other' what the person wrote. Checked by the
 * contract's rule (required, at most 500 characters) so the messages match the server's.
 */
export function checkCancellationReason(
  choice: CancellationChoice | null,
  otherText: string,
): CancellationReasonCheck {
  const reason = choice === OTHER_REASON ? otherText : (choice ?? '');
  const parsed = cancellationRequestSchema.safeParse({ cancellationReason: reason });
  if (parsed.success) return { isValid: true, reason: parsed.data.cancellationReason };
  return { isValid: false, message: parsed.error.issues[0]?.message ?? 'Invalid reason' };
}

export function isCancellationChoice(value: string): value is CancellationChoice {
  return (CANCELLATION_REASONS as readonly string[]).includes(value);
}
