import { createHash } from 'node:crypto';
import {
  EXPERIMENT_NAMES,
  EXPERIMENT_VARIATIONS,
  type Experiment,
  type ExperimentName,
  type ExperimentVariation,
} from '@fillwell/contracts';

/**
 * Each experiment's variation for a session: stable for the session (derived from its id hash),
 * independent between experiments, and overridable by `name:variation` pairs (QA).
 */
export function assignExperiments(sessionId: string, forced?: string): Experiment[] {
  const overrides = parseForcedExperiments(forced);
  return EXPERIMENT_NAMES.map((name) => ({
    name,
    variation: overrides.get(name) ?? pickVariation(sessionId, name),
  }));
}

export function pickVariation(sessionId: string, name: ExperimentName): ExperimentVariation {
  const firstByte = createHash('sha256').update(`${sessionId}:${name}`).digest()[0] ?? 0;
  return EXPERIMENT_VARIATIONS[firstByte % EXPERIMENT_VARIATIONS.length] ?? 'control';
}

/** `dosage_on_rails:variation,auto_refill_toggle_modal:control` → a map (format already validated). */
export function parseForcedExperiments(
  forced: string | undefined,
): Map<ExperimentName, ExperimentVariation> {
  const overrides = new Map<ExperimentName, ExperimentVariation>();
  for (const pair of forced?.split(',') ?? []) {
    const [name, variation] = pair.trim().split(':');
    if (isExperimentName(name) && isVariation(variation)) overrides.set(name, variation);
  }
  return overrides;
}

function isExperimentName(value: string | undefined): value is ExperimentName {
  return (EXPERIMENT_NAMES as readonly string[]).includes(value ?? '');
}

function isVariation(value: string | undefined): value is ExperimentVariation {
  return (EXPERIMENT_VARIATIONS as readonly string[]).includes(value ?? '');
}
