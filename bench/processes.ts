/**
 * Clean-up for long-running scripts (the benchmark): what was started (servers,
 * browsers, child processes) is stopped in reverse order on success, error or Ctrl+C.
 */

const cleanups: (() => Promise<void> | void)[] = [];
let cleaningUp: Promise<void> | undefined;

/** Registers a step to run at clean-up (last registered, first run). */
export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.push(step);
}

export function cleanup(): Promise<void> {
  cleaningUp ??= (async () => {
    for (let step = cleanups.pop(); step; step = cleanups.pop()) {
      try {
        await step();
      } catch (error) {
        console.error(`clean-up step failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}
