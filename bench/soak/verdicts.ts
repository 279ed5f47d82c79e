/** The invariants a soak run checked: printed as PASS/FAIL lines; any FAIL fails the run. */
export interface Verdicts {
  /** Records one invariant and prints its line at once. */
  check(name: string, ok: boolean, detail: string): boolean;
  /** Every line so far, for the closing summary. */
  lines(): string[];
  failed(): number;
}

/** Creates an empty list of verdicts. */
export function createVerdicts(): Verdicts {
  const lines: string[] = [];
  let failed = 0;
  return {
    check(name, ok, detail) {
      const line = `${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`;
      lines.push(line);
      if (!ok) failed += 1;
      console.log(line);
      return ok;
    },
    lines: () => [...lines],
    failed: () => failed,
  };
}
