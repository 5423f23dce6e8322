import { Button } from './button';

interface RetryNoticeProps {
  /** "We couldn't load your medications." */
  message: string;
  onRetry: () => void;
  className?: string;
}

/** Something did not load: says so, with "Try again". */
export function RetryNotice({ message, onRetry, className = '' }: RetryNoticeProps) {
  return (
    <div className={`flex flex-col items-start gap-3 text-ink ${className}`}>
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
