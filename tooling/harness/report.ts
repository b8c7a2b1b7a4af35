/**
 * How the long checks report (npm test, check:variants, check:looks): one line
 * per check, PASS or FAIL with what failed, then a count, and the exit code.
 */
export interface Report {
  check(name: string, ok: boolean, detail?: string): void;
  /** Prints the count; the exit code: 0 when every check passed. */
  end(): number;
}

export function report(label: string, log: (line: string) => void = console.log): Report {
  let passed = 0;
  let failed = 0;
  return {
    check(name, ok, detail = '') {
      if (ok) passed += 1;
      else failed += 1;
      log(`${ok ? 'PASS' : 'FAIL'}  ${name}${detail ? `: ${detail}` : ''}`);
    },
    end() {
      log(`${label}: ${passed} passed, ${failed} failed`);
      return failed === 0 ? 0 : 1;
    },
  };
}
