import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router';
import { DISCOUNT_CARD_MESSAGES } from '@fillwell/domain';
import { BUTTON_STYLES } from '@/components/ui/button-styles';
import { FormNotice } from '@/components/ui/form-alert';
import { PageFrame } from '@/components/ui/page-frame';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Spinner } from '@/components/ui/spinner';
import { useGetDiscountCardQuery } from '../api';
import { CARD_PAGE_TITLE, NEW_CARD_NOTICE, QUICKSAVE_TITLE } from '../card-copy';
import { CARD_PATHS } from '../card-paths';
import { hasStatus, readNewCardState } from '../card-rules';
import { cardReceived, selectStoredCard } from '../fillwell-card-slice';
import { CardActions } from '../components/card-actions';
import { CardAppPrompt } from '../components/card-app-prompt';
import { CardDetails } from '../components/card-details';
import { CardPrintCopy } from '../components/card-print-copy';
import { CardSavings } from '../components/card-savings';
import { DiscountCardVisual } from '../components/discount-card-visual';
import { TexasDiscountBanner } from '../components/texas-banner';

const NOT_FOUND = 404;

/** /account/discount-card, also where signup ends: the card, its details, and its savings. */
export function DiscountCardPage() {
  return (
    <PageFrame title={CARD_PAGE_TITLE} back={{ to: '/account', label: 'Back to your account' }}>
      <div className="mt-6 flex flex-col gap-6">
        <TexasDiscountBanner />
        <CardContent />
      </div>
    </PageFrame>
  );
}

function CardContent() {
  const dispatch = useDispatch();
  const { state } = useLocation();
  const newCard = readNewCardState(state);
  const { data, error, refetch } = useGetDiscountCardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const stored = useSelector(selectStoredCard);

  useEffect(() => {
    if (data) dispatch(cardReceived(data.card));
  }, [dispatch, data]);

  if (hasStatus(error, NOT_FOUND)) return <NoCard />;
  // Offline at the counter, the card stored on this device still shows.
  const card = data?.card ?? (error ? stored : null);
  if (!card) {
    if (!error) return <Spinner message="Loading your card…" />;
    return <RetryNotice message="We couldn't load your card." onRetry={() => void refetch()} />;
  }
  return (
    <>
      {newCard ? (
        <div className="flex flex-col gap-2">
          <FormNotice>{NEW_CARD_NOTICE}</FormNotice>
          {newCard.notices.map((notice) => (
            <FormNotice key={notice}>{notice}</FormNotice>
          ))}
        </div>
      ) : null}
      {!data ? (
        <p className="text-sm text-muted">Shown as saved on this device; it may not be current.</p>
      ) : null}
      <DiscountCardVisual card={card} headingId="card-heading" />
      <CardActions card={card} />
      <CardPrintCopy card={card} />
      <CardDetails card={card} answer={data ?? null} />
      <Link to={CARD_PATHS.prescriptions} className="font-semibold text-brand-800 underline">
        See your medications at the card price
      </Link>
      {data ? <CardSavings /> : null}
      <CardAppPrompt />
    </>
  );
}

function NoCard() {
  return (
    <div className="space-y-4 rounded-2xl bg-brand-50 p-6 text-ink">
      <p className="text-lg font-semibold">{DISCOUNT_CARD_MESSAGES.noCard}</p>
      <Link to={CARD_PATHS.quicksave} className={BUTTON_STYLES.primary}>
        {QUICKSAVE_TITLE}
      </Link>
    </div>
  );
}
