import { describe, expect, it, vi } from 'vitest';
import type { Consultation } from '@fillwell/contracts';
import { routeConsultation, type ConsultationRoutingDeps } from './consultation-routing';

function makeConsultation(overrides: Partial<Consultation> = {}): Consultation {
  return {
    consultationId: 'cons_1',
    creationStatus: 'created',
    link: '/visit/cons_1',
    status: { value: 'incomplete' },
    condition: { slug: 'erectile-dysfunction', name: 'Erectile Dysfunction' },
    medication: null,
    orderId: 'ord_1',
    pharmacyId: null,
    fee: { amountCents: 500, displayValue: '$5.00' },
    createdOn: '2026-01-01T00:00:00.000Z',
    submittedOn: null,
    reviewedOn: null,
    ...overrides,
  };
}

/** Deps answering the given consultations in turn (the last one again when they run out). */
function makeDeps(
  loads: Consultation[],
  starts: Consultation[] = [makeConsultation()],
  referrer: string | null = null,
) {
  const answer = (list: Consultation[]) => {
    let index = 0;
    return vi.fn(async () => list[Math.min(index++, list.length - 1)] ?? makeConsultation());
  };
  const deps = {
    load: answer(loads),
    start: answer(starts),
    wait: vi.fn(async () => undefined),
    referrer,
  } satisfies ConsultationRoutingDeps;
  return deps;
}

describe('routing /consultation/{id}', () => {
  it('starts a visit to fill in, then opens its link', async () => {
    const deps = makeDeps([makeConsultation()]);
    expect(await routeConsultation(deps)).toEqual({ kind: 'go', to: '/visit/cons_1' });
    expect(deps.start).toHaveBeenCalledTimes(1);
  });

  it('sends a decided visit to its report without starting it', async () => {
    const deps = makeDeps([makeConsultation({ status: { value: 'prescribed' } })]);
    expect(await routeConsultation(deps)).toEqual({ kind: 'go', to: '/visit/cons_1/report' });
    expect(deps.start).not.toHaveBeenCalled();
  });

  it('asks again up to 3 times, 1.5 s apart, while the visit is being set up', async () => {
    const creating = makeConsultation({ creationStatus: 'creating' });
    const deps = makeDeps([
      makeConsultation({ creationStatus: null }),
      creating,
      creating,
      creating,
    ]);
    expect(await routeConsultation(deps)).toEqual({
      kind: 'message',
      message: "We're having trouble setting up your doctor visit.",
    });
    expect(deps.load).toHaveBeenCalledTimes(4);
    expect(deps.wait).toHaveBeenCalledTimes(3);
    expect(deps.wait).toHaveBeenCalledWith(1500);
  });

  it('goes on once the visit is set up while asking again', async () => {
    const deps = makeDeps([
      makeConsultation({ creationStatus: 'creating' }),
      makeConsultation({ status: { value: 'awaiting_doctor_review' } }),
    ]);
    expect(await routeConsultation(deps)).toEqual({
      kind: 'go',
      to: '/visit/cons_1/confirmation',
    });
    expect(deps.load).toHaveBeenCalledTimes(2);
  });

  it('says so when setting the visit up failed', async () => {
    const deps = makeDeps([makeConsultation({ creationStatus: 'error' })]);
    expect(await routeConsultation(deps)).toEqual({
      kind: 'message',
      message: 'There was an issue setting up your doctor visit.',
    });
    expect(deps.wait).not.toHaveBeenCalled();
  });

  it('starts again once while the visit is still creating', async () => {
    const creating = makeConsultation({ creationStatus: 'creating' });
    const twice = makeDeps([makeConsultation()], [creating, makeConsultation()]);
    expect(await routeConsultation(twice)).toEqual({ kind: 'go', to: '/visit/cons_1' });
    expect(twice.start).toHaveBeenCalledTimes(2);
    const stuck = makeDeps([makeConsultation()], [creating, creating, creating]);
    expect(await routeConsultation(stuck)).toEqual({
      kind: 'message',
      message: "We're having trouble setting up your doctor visit.",
    });
    expect(stuck.start).toHaveBeenCalledTimes(2);
  });

  it('follows the referrer: back from the chat means completed', async () => {
    const deps = makeDeps([makeConsultation()], undefined, 'http://localhost/visit/cons_1/chat');
    expect(await routeConsultation(deps)).toEqual({ kind: 'go', to: '/account/consultations' });
    expect(deps.start).not.toHaveBeenCalled();
  });
});
