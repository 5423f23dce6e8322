import type { ReactNode } from 'react';

interface NextStepAlertProps {
  message: string;
  /** What to do about it, when known. */
  nextStep: string | null;
  /** The control that takes the next step. */
  children?: ReactNode;
}

/** A failure, announced, with the next step and the control that takes it. */
export function NextStepAlert({ message, nextStep, children }: NextStepAlertProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <p className="font-semibold text-red-800">{message}</p>
      {nextStep ? <p className="text-ink">{nextStep}</p> : null}
      {children}
    </div>
  );
}
