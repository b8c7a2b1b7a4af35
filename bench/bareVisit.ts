/**
 * One fresh visit in the bare Chromium (bareChromium.ts): a new browser
 * context with the real-throttling profile (network, CPU, phone viewport with
 * touch), a script run in the page before its own, and a way to read the page
 * and to tap it, all through the protocol with no Runtime domain enabled; and,
 * when asked, a trace of the visit from before its navigation.
 */
import { REAL_THROTTLING_PROFILE } from './realThrottling';
import type { BareChromium } from './bareChromium';

/** An event of a Chromium trace, as the Tracing domain reports it (times in µs). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

export interface BareVisit {
  /** Evaluates an expression in the page and returns its value. */
  evaluate: <T>(expression: string) => Promise<T>;
  /** A tap (touch start and end) at a point of the viewport, in CSS pixels. */
  tap: (point: { x: number; y: number }) => Promise<void>;
  /** Ends the trace started before the navigation (`traceCategories`) and returns its events. */
  endTrace: () => Promise<TraceEvent[]>;
}

/** Starts a trace of the session's page; resolves with a function that ends it and returns its events. */
async function startTrace(
  chromium: BareChromium,
  sessionId: string,
  categories: readonly string[],
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  let completed: () => void = () => undefined;
  const complete = new Promise<void>((resolve) => (completed = resolve));
  const stopListening = chromium.onEvent((event) => {
    if (event.sessionId !== sessionId) return;
    if (event.method === 'Tracing.dataCollected') {
      events.push(...(event.params as { value: TraceEvent[] }).value);
    } else if (event.method === 'Tracing.tracingComplete') completed();
  });
  await chromium.send(
    'Tracing.start',
    { traceConfig: { includedCategories: [...categories] }, transferMode: 'ReportEvents' },
    sessionId,
  );
  return async () => {
    await chromium.send('Tracing.end', undefined, sessionId);
    await complete;
    stopListening();
    return events;
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the URL in a fresh throttled context, runs `measure`, and closes the context. */
export async function withBareVisit<T>(
  chromium: BareChromium,
  url: string,
  options: {
    cpuSlowdown: number;
    beforePageScripts: () => void;
    /** Trace the visit in these categories, from before its navigation (see `endTrace`). */
    traceCategories?: readonly string[];
  },
  measure: (visit: BareVisit) => Promise<T>,
): Promise<T> {
  const profile = REAL_THROTTLING_PROFILE;
  const { browserContextId } = await chromium.send('Target.createBrowserContext');
  try {
    const { targetId } = await chromium.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await chromium.send('Target.attachToTarget', { targetId, flatten: true });
    await chromium.send('Page.enable', {}, sessionId);
    await chromium.send('Network.enable', {}, sessionId);
    await chromium.send(
      'Network.emulateNetworkConditions',
      {
        offline: false,
        latency: profile.latencyMs,
        downloadThroughput: profile.downloadBytesPerSecond,
        uploadThroughput: profile.uploadBytesPerSecond,
      },
      sessionId,
    );
    await chromium.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown }, sessionId);
    await chromium.send(
      'Emulation.setDeviceMetricsOverride',
      { ...profile.viewport, deviceScaleFactor: profile.deviceScaleFactor, mobile: true },
      sessionId,
    );
    await chromium.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId);
    await chromium.send(
      'Page.addScriptToEvaluateOnNewDocument',
      { source: `(${options.beforePageScripts.toString()})()` },
      sessionId,
    );
    const endTrace = options.traceCategories
      ? await startTrace(chromium, sessionId, options.traceCategories)
      : () => Promise.reject(new Error('this visit was not traced'));
    await chromium.send('Page.navigate', { url }, sessionId);
    return await measure({
      async evaluate<V>(expression: string) {
        const { result } = await chromium.send(
          'Runtime.evaluate',
          { expression, returnByValue: true },
          sessionId,
        );
        return result.value as V;
      },
      async tap({ x, y }) {
        await chromium.send(
          'Input.dispatchTouchEvent',
          { type: 'touchStart', touchPoints: [{ x, y }] },
          sessionId,
        );
        await chromium.send(
          'Input.dispatchTouchEvent',
          { type: 'touchEnd', touchPoints: [] },
          sessionId,
        );
      },
      endTrace,
    });
  } finally {
    await chromium.send('Target.disposeBrowserContext', { browserContextId });
  }
}
