import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EXPERIMENT_NAMES } from '@fillwell/contracts';
import { assignExperiments, parseForcedExperiments } from './experiments';

const sessionId = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('assignExperiments', () => {
  it('lists every experiment once, with a known variation', () => {
    fc.assert(
      fc.property(sessionId, (id) => {
        const experiments = assignExperiments(id);
        expect(experiments.map((experiment) => experiment.name)).toEqual([...EXPERIMENT_NAMES]);
        for (const { variation } of experiments)
          expect(['control', 'variation']).toContain(variation);
      }),
    );
  });

  it('is stable for a session', () => {
    fc.assert(
      fc.property(sessionId, (id) => {
        expect(assignExperiments(id)).toEqual(assignExperiments(id));
      }),
    );
  });

  it('splits sessions between both variations', () => {
    const ids = fc.sample(sessionId, { numRuns: 400, seed: 7 });
    const controlShare =
      ids.filter((id) => assignExperiments(id)[0]?.variation === 'control').length / ids.length;
    expect(controlShare).toBeGreaterThan(0.35);
    expect(controlShare).toBeLessThan(0.65);
  });

  it('lets xp force a variation', () => {
    fc.assert(
      fc.property(sessionId, (id) => {
        const experiments = assignExperiments(
          id,
          'dosage_on_rails:variation,auto_refill_toggle_modal:control',
        );
        expect(experiments).toEqual([
          { name: 'dosage_on_rails', variation: 'variation' },
          { name: 'auto_refill_toggle_modal', variation: 'control' },
        ]);
      }),
    );
  });
});

describe('parseForcedExperiments', () => {
  it('ignores unknown names and variations', () => {
    expect([...parseForcedExperiments('nope:variation,dosage_on_rails:maybe')]).toEqual([]);
    expect([...parseForcedExperiments(undefined)]).toEqual([]);
  });
});
