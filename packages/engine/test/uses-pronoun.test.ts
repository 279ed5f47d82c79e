import { describe, expect, it } from 'vitest';
import { usesPronoun } from '../src/checks/style-checks';

describe('first-person lines', () => {
  it('are found where a person speaks of themselves', () => {
    expect(usesPronoun('I managed a team of 5')).toBe(true);
    expect(usesPronoun('Led my team to launch in 2020')).toBe(true);
    expect(usesPronoun('In 2020, I joined the payments team')).toBe(true);
  });

  it('are not claimed for letter-spaced names or job levels', () => {
    expect(usesPronoun('JA R E D R I C H A R D S')).toBe(false);
    expect(usesPronoun('Software Development Engineer I, Netflix')).toBe(false);
    expect(usesPronoun('Completed Phase I of the rollout')).toBe(false);
  });
});
