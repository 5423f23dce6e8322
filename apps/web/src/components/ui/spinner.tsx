import { useEffect, useState } from 'react';

export const SPINNER_MESSAGE_DELAY_MS = 800;

interface SpinnerProps {
  message?: string;
  messageDelayMs?: number;
  className?: string;
}

/** A loading indicator; its message shows only if loading lasts past a short delay. */
export function Spinner({
  message,
  messageDelayMs = SPINNER_MESSAGE_DELAY_MS,
  className = '',
}: SpinnerProps) {
  const [isMessageVisible, setIsMessageVisible] = useState(false);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setIsMessageVisible(true), messageDelayMs);
    return () => clearTimeout(timer);
  }, [message, messageDelayMs]);

  return (
    <div role="status" className={`flex flex-col items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-800"
      />
      <span className={isMessageVisible ? 'text-muted' : 'sr-only'}>
        {isMessageVisible ? message : 'Loading'}
      </span>
    </div>
  );
}
