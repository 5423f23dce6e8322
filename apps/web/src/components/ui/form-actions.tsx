import { Button } from './button';

interface FormActionsProps {
  submitLabel: string;
  /** What the submit button says while the form is being sent. */
  busyLabel: string;
  isBusy: boolean;
  /** The secondary button that leaves without sending ("Keep order"…). */
  dismissLabel: string;
  onDismiss: () => void;
}

/** A dialog form's buttons: submit, and a way out that changes nothing. */
export function FormActions(props: FormActionsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button type="submit" disabled={props.isBusy}>
        {props.isBusy ? props.busyLabel : props.submitLabel}
      </Button>
      <Button variant="secondary" onClick={props.onDismiss}>
        {props.dismissLabel}
      </Button>
    </div>
  );
}
