/**
 * The bench's own dependencies as the root type check sees them.
 *
 * `npm run typecheck` (root, through tooling/tsconfig.json) checks the bench
 * against the site's code it imports (src/lib, tooling/lib), so
 * a change there that breaks the bench fails `npm test`. It must do so on a
 * fresh clone, whose `npm ci` does not install the bench's package
 * (bench/node_modules). These loose declarations stand in for the little the
 * bench takes from Lighthouse, chrome-launcher and devtools-protocol. Ambient
 * module declarations win over installed packages, so bench/tsconfig.json
 * leaves this file out and checks the bench against the real types:
 * `npm test --prefix bench`.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- stand-ins; the real types are checked in the bench's own package */

declare module 'lighthouse' {
  export interface Result {
    audits: Record<string, { numericValue?: number; details?: any } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  }
  export default function lighthouse(
    url: string,
    flags: Record<string, unknown>,
  ): Promise<{ lhr: Result; artifacts: { Trace: { traceEvents: any[] } } } | undefined>;
}

declare module 'lighthouse/core/lib/median-run.js' {
  export function computeMedianRun<T>(runs: T[]): T;
}

declare module 'chrome-launcher' {
  export function launch(options: {
    chromePath?: string;
    chromeFlags?: string[];
  }): Promise<{ port: number; kill(): void }>;
}

declare module 'devtools-protocol/types/protocol-mapping' {
  export namespace ProtocolMapping {
    interface Commands {
      [method: string]: { paramsType: [any?]; returnType: any };
    }
  }
}
