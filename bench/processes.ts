/**
 * Child processes and clean-up for long-running scripts (the benchmark): what
 * was started is stopped in reverse order on success, error or Ctrl+C.
 */
import { spawn } from 'node:child_process';

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

/**
 * Runs a command to completion, its output shown; rejects on a non-zero exit. `env`: the
 * child's whole environment, which the entry point gives (this module reads none).
 */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const stop = () => void child.kill('SIGTERM');
    onCleanup(stop);
    child.on('error', reject);
    child.on('exit', (code) => {
      cleanups.splice(cleanups.indexOf(stop), 1);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}
