import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './bareVisit';
import { readWaterfall, requestKind, waterfallMarkdown } from './waterfall';

const page = 'http://127.0.0.1:4330/#/courses';
const event = (name: string, ms: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  cat: 'devtools.timeline',
  ph: 'X',
  ts: 1_000_000 + ms * 1000,
  pid: 1,
  tid: 1,
  ...extra,
});
const request = (id: string, url: string, sent: number, first: number, done: number) => [
  event('ResourceSendRequest', sent, {
    ph: 'I',
    args: { data: { requestId: id, url, priority: 'High' } },
  }),
  event('ResourceReceiveResponse', first, { ph: 'I', args: { data: { requestId: id } } }),
  event('ResourceFinish', done + 20, {
    ph: 'I',
    // The network's finish, in seconds: the main thread heard 20 ms later.
    args: { data: { requestId: id, encodedDataLength: 9180, finishTime: 1 + done / 1000 } },
  }),
];

const trace: TraceEvent[] = [
  event('navigationStart', 0, { ph: 'R', args: { data: { documentLoaderURL: page } } }),
  ...request('1', page, 5, 190, 200),
  ...request('2', 'http://127.0.0.1:4330/fragments/en/courses-1.html', 320, 540, 580),
  ...request('3', 'http://127.0.0.1:4330/assets/late.webp', 900, 950, 990),
  event('ParseHTML', 300, { dur: 30_000 }),
  event('EvaluateScript', 305, { dur: 20_000, args: { data: { url: 'http://127.0.0.1:4330/' } } }),
  event('UpdateLayoutTree', 600, { dur: 40_000 }),
  event('Layout', 640, { dur: 100_000 }),
  event('firstContentfulPaint', 800, { ph: 'I' }),
];

describe('the waterfall before the first paint', () => {
  it('names what each request is', () => {
    expect(requestKind('http://h/?lng=it', 'http://h/?lng=it#/x')).toBe('document');
    expect(requestKind('http://h/assets/main-1.css', page)).toBe('stylesheet main-1.css');
    expect(requestKind('http://h/fragments/it/home-1.html', page)).toBe('fragment home-1.html');
    expect(requestKind('http://h/assets/f.woff2', page)).toBe('font f.woff2');
  });

  it('reads the requests sent before the paint, the script and the work by kind', () => {
    const waterfall = readWaterfall(trace, page);
    expect(waterfall?.fcpMs).toBe(800);
    expect(waterfall?.requests.map((row) => [row.what, row.sentMs, row.doneMs])).toEqual([
      ['document', 5, 200],
      ['fragment courses-1.html', 320, 580],
    ]);
    expect(waterfall?.prePaint).toEqual({ startMs: 305, endMs: 325 });
    // The script inside the parse counts once, as parsing.
    expect(waterfall?.work).toEqual({ 'parse HTML': 30, style: 40, layout: 100 });
    expect(readWaterfall(trace.slice(1), page)).toBeNull();
  });

  it('writes a table in the order things happen, ending at the paint', () => {
    const waterfall = readWaterfall(trace, page);
    if (!waterfall) throw new Error('no waterfall');
    const text = waterfallMarkdown('hash', waterfall);
    const lines = text
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| What'));
    expect(lines.map((line) => line.split(' | ')[0])).toEqual([
      '| :--',
      '| document',
      '| pre-paint script runs (inline)',
      '| fragment courses-1.html',
      '| **first contentful paint**',
    ]);
    expect(text).toContain(
      'Main thread before the paint, ms: parse HTML 30, style 40, layout 100.',
    );
  });
});
