import { describe, expect, it } from 'vitest';
import {
  buildStepRedirect,
  canShowSpecialtyStep,
  readSpecialtyStep,
  withExitToken,
} from './specialty-rules';

describe('readSpecialtyStep', () => {
  it('reads the step number of a specialty path', () => {
    expect(readSpecialtyStep('/specialty/6')).toBe(6);
    expect(readSpecialtyStep('/specialty/8/ord_1')).toBe(8);
    expect(readSpecialtyStep('/specialty')).toBeNull();
    expect(readSpecialtyStep('/cart')).toBeNull();
  });
});

describe('canShowSpecialtyStep', () => {
  it('shows signup to visitors only', () => {
    expect(canShowSpecialtyStep(1, '/specialty/1', false)).toBe(true);
    expect(canShowSpecialtyStep(1, '/specialty/4', true)).toBe(false);
  });

  it('shows steps already reached, never one ahead', () => {
    expect(canShowSpecialtyStep(4, '/specialty/6', true)).toBe(true);
    expect(canShowSpecialtyStep(6, '/specialty/6', true)).toBe(true);
    expect(canShowSpecialtyStep(7, '/specialty/6', true)).toBe(false);
    expect(canShowSpecialtyStep(4, '/specialty/1', false)).toBe(false);
  });

  it('has no page for steps the flow does not list', () => {
    expect(canShowSpecialtyStep(2, '/specialty/7', true)).toBe(false);
    expect(canShowSpecialtyStep(5, '/specialty/7', true)).toBe(false);
  });
});

describe('withExitToken', () => {
  it('keeps the link with the path', () => {
    expect(withExitToken('/specialty/1', 'xt_a.b c')).toBe('/specialty/1?exit_token=xt_a.b%20c');
    expect(withExitToken('/specialty/1', null)).toBe('/specialty/1');
  });
});

describe('buildStepRedirect', () => {
  it('takes the link along to signup only', () => {
    expect(buildStepRedirect('/specialty/1', 'xt_a.b')).toBe('/specialty/1?exit_token=xt_a.b');
    expect(buildStepRedirect('/specialty/4', 'xt_a.b')).toBe('/specialty/4');
    expect(buildStepRedirect('/specialty/7', null)).toBe('/specialty/7');
  });
});
