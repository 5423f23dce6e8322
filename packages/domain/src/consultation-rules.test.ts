import { describe, expect, it } from 'vitest';
import {
  buildVisitLink,
  CONSULTATION_STATUSES,
  CONSULTATIONS_PATH,
  getConsultationDestination,
  isConsultationBeingCreated,
  isConsultationToStart,
  readStatusFromReferrer,
  shouldRetryConsultationLoad,
  shouldRetryConsultationStart,
  type ConsultationStatus,
} from './consultation-rules';

const LINK = '/visit/cons_abc';

function destinationOf(status: ConsultationStatus, referrer: string | null = null) {
  return getConsultationDestination({ link: LINK, status }, referrer);
}

describe('consultation routing by status', () => {
  it('sends decided visits to the link with the report suffix', () => {
    expect(destinationOf('prescribed')).toBe('/visit/cons_abc/report');
    expect(destinationOf('not_prescribed')).toBe('/visit/cons_abc/report');
  });

  it('sends visits to fill in, or not eligible, to the link itself', () => {
    expect(destinationOf('incomplete')).toBe(LINK);
    expect(destinationOf('not_eligible')).toBe(LINK);
  });

  it('sends completed and cancelled visits to the account consultations', () => {
    expect(destinationOf('completed')).toBe(CONSULTATIONS_PATH);
    expect(destinationOf('cancelled')).toBe('/account/consultations');
  });

  it('sends a visit waiting for the doctor to its confirmation', () => {
    expect(destinationOf('awaiting_doctor_review')).toBe('/visit/cons_abc/confirmation');
  });

  it('has a destination for every status', () => {
    for (const status of CONSULTATION_STATUSES) expect(destinationOf(status)).toMatch(/^\//);
  });

  it('starts only a visit not yet filled in before opening its link', () => {
    expect(isConsultationToStart(LINK, { link: LINK, status: 'incomplete' })).toBe(true);
    expect(isConsultationToStart(LINK, { link: LINK, status: 'not_eligible' })).toBe(false);
    expect(
      isConsultationToStart('/account/consultations', { link: LINK, status: 'completed' }),
    ).toBe(false);
  });

  it('builds the link from the id, encoded', () => {
    expect(buildVisitLink('cons_a-b')).toBe('/visit/cons_a-b');
    expect(buildVisitLink('a/b')).toBe('/visit/a%2Fb');
  });
});

describe('consultation status from the referrer', () => {
  it('reads follow_up_care and chat as completed', () => {
    expect(readStatusFromReferrer('https://visit.example.com/v/123/follow_up_care')).toBe(
      'completed',
    );
    expect(readStatusFromReferrer('http://localhost:3000/visit/cons_abc/chat')).toBe('completed');
    expect(readStatusFromReferrer('https://x.test/chat/?utm=1#top')).toBe('completed');
  });

  it('reads confirmation as awaiting doctor review', () => {
    expect(readStatusFromReferrer('https://x.test/visit/cons_abc/confirmation')).toBe(
      'awaiting_doctor_review',
    );
  });

  it('says nothing for other or missing referrers', () => {
    expect(readStatusFromReferrer('https://x.test/visit/cons_abc')).toBeNull();
    expect(readStatusFromReferrer('https://x.test/chat/history')).toBeNull();
    expect(readStatusFromReferrer('')).toBeNull();
    expect(readStatusFromReferrer(null)).toBeNull();
  });

  it('lets the referrer decide over the stored status', () => {
    expect(destinationOf('incomplete', 'https://x.test/visit/cons_abc/chat')).toBe(
      CONSULTATIONS_PATH,
    );
    expect(destinationOf('incomplete', 'https://x.test/visit/cons_abc/confirmation')).toBe(
      '/visit/cons_abc/confirmation',
    );
    expect(destinationOf('prescribed', 'https://x.test/elsewhere')).toBe('/visit/cons_abc/report');
  });
});

describe('consultation retries', () => {
  it('counts empty and creating as being created', () => {
    expect(isConsultationBeingCreated(null)).toBe(true);
    expect(isConsultationBeingCreated('creating')).toBe(true);
    expect(isConsultationBeingCreated('created')).toBe(false);
    expect(isConsultationBeingCreated('error')).toBe(false);
  });

  it('asks again up to 3 times while loading a visit being created', () => {
    expect(shouldRetryConsultationLoad(null, 0)).toBe(true);
    expect(shouldRetryConsultationLoad('creating', 2)).toBe(true);
    expect(shouldRetryConsultationLoad('creating', 3)).toBe(false);
    expect(shouldRetryConsultationLoad('created', 0)).toBe(false);
    expect(shouldRetryConsultationLoad('error', 0)).toBe(false);
  });

  it('starts again once while the visit is still creating', () => {
    expect(shouldRetryConsultationStart('creating', 0)).toBe(true);
    expect(shouldRetryConsultationStart('creating', 1)).toBe(false);
    expect(shouldRetryConsultationStart('created', 0)).toBe(false);
  });
});
