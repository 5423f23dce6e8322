import { useState } from 'react';
import type { CartItem } from '@fillwell/contracts';
import { CHECKOUT_MESSAGES, CONSULTATION_FEE_CENTS, formatMoney } from '@fillwell/domain';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Spinner } from '@/components/ui/spinner';
import { StateSelectField } from '@/components/ui/state-select-field';
import type { VisitEligibility } from '../verify-rx-rules';
import { TelemedRestrictionsModal } from './checkout-info-modals';

interface VisitEligibilityPanelProps {
  item: CartItem;
  eligibility: VisitEligibility;
  /** The state judged, as the server says it (or as chosen). */
  state: string | null;
  /** Why the visit cannot be had, when the server says. */
  reason: string | null;
  isConsultConfirmed: boolean;
  onConsultConfirmedChange: (isConfirmed: boolean) => void;
  onStateChange: (state: string) => void;
}

/** Whether an online visit is available where the person is, and their go-ahead for its fee. */
export function VisitEligibilityPanel(props: VisitEligibilityPanelProps) {
  const { item, eligibility, state, reason } = props;
  const [isRestrictionsOpen, setIsRestrictionsOpen] = useState(false);
  return (
    <section
      aria-labelledby="doctor-visit-heading"
      className="flex flex-col gap-3 rounded-lg bg-brand-50 p-4"
    >
      <h2 id="doctor-visit-heading" className="text-lg font-semibold text-ink">
        Online doctor visit
      </h2>
      {eligibility === 'unknown' ? (
        <Spinner message="Checking where online doctor visits are available…" />
      ) : null}
      {eligibility === 'eligible' ? (
        <CheckboxField
          checked={props.isConsultConfirmed}
          onChange={(event) => props.onConsultConfirmedChange(event.target.checked)}
          label={`Add an online doctor visit for ${item.formattedName} (${formatMoney(CONSULTATION_FEE_CENTS)}). A doctor reviews your request within 24 hours.`}
        />
      ) : null}
      {eligibility === 'needs-state' ? (
        <p className="text-ink">
          {reason ?? 'Choose the state you are in to check if an online doctor visit is available'}
        </p>
      ) : null}
      {eligibility === 'not-eligible' ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="font-medium text-red-700">
            {CHECKOUT_MESSAGES.notEligibleForVisit}
          </p>
          {reason ? <p className="text-sm text-muted">{reason}</p> : null}
        </div>
      ) : null}
      {eligibility === 'unknown' ? null : (
        <StateSelectField
          label="The state you are in"
          value={state ?? ''}
          onChange={(event) => props.onStateChange(event.target.value)}
          className="max-w-xs"
        />
      )}
      <button
        type="button"
        onClick={() => setIsRestrictionsOpen(true)}
        className="self-start text-sm font-semibold text-brand-800 underline underline-offset-2"
      >
        Telemedicine restrictions apply
      </button>
      {isRestrictionsOpen ? (
        <TelemedRestrictionsModal onClose={() => setIsRestrictionsOpen(false)} />
      ) : null}
    </section>
  );
}
