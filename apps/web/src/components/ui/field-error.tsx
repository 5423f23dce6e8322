interface FieldErrorProps {
  /** Referenced by the field's aria-describedby. */
  id?: string;
  message: string | null | undefined;
  /** Announces the message as it appears (for checks that run while typing). */
  isAnnounced?: boolean;
}

/** The one message under a field, in red; nothing when there is none. */
export function FieldError({ id, message, isAnnounced = false }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role={isAnnounced ? 'alert' : undefined} className="text-sm text-red-700">
      {message}
    </p>
  );
}
