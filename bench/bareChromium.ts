/**
 * Chromium driven over the DevTools protocol with nothing else attached: no
 * Playwright, no Puppeteer. Both enable the Runtime domain on every page, and
 * with it attached V8 collects source positions while a large module is
 * evaluated: React DOM's evaluation, about 15 ms at 4× CPU for a visitor,
 * measures 60–75 ms under Playwright (docs/performance.md). What a visitor's
 * main thread does is measured here, through the pipe Chromium opens with
 * --remote-debugging-pipe (fd 3 in, fd 4 out, messages ending in NUL).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { ProtocolMapping } from 'devtools-protocol/types/protocol-mapping';

type Command = keyof ProtocolMapping.Commands;
type Params<C extends Command> = ProtocolMapping.Commands[C]['paramsType'][0];
type Result<C extends Command> = ProtocolMapping.Commands[C]['returnType'];

interface Reply {
  id?: number;
  result?: unknown;
  error?: { message: string };
}

/** A message Chromium sends unasked: an event of a domain, for the browser or a page's session. */
export interface ProtocolEvent {
  method: string;
  params: unknown;
  sessionId?: string;
}

export interface BareChromium {
  /** A command to the browser, or to a page's session. */
  send<C extends Command>(method: C, params?: Params<C>, sessionId?: string): Promise<Result<C>>;
  /** Calls `listener` with every event until the returned function is called. */
  onEvent(listener: (event: ProtocolEvent) => void): () => void;
  close(): Promise<void>;
}

export function launchBareChromium(executable: string, args: readonly string[]): BareChromium {
  const profile = mkdtempSync(join(tmpdir(), 'bare-chromium-'));
  const child = spawn(
    executable,
    [...args, '--headless=new', '--remote-debugging-pipe', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const input = child.stdio[3] as Writable;
  const output = child.stdio[4] as Readable;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  const listeners = new Set<(event: ProtocolEvent) => void>();
  let nextId = 0;
  let buffered = '';
  output.setEncoding('utf8');
  output.on('data', (chunk: string) => {
    const messages = (buffered + chunk).split('\0');
    buffered = messages.pop() ?? '';
    for (const message of messages) {
      const reply = JSON.parse(message) as Reply & Partial<ProtocolEvent>;
      if (reply.id === undefined && reply.method !== undefined) {
        const event = { method: reply.method, params: reply.params, sessionId: reply.sessionId };
        for (const listener of listeners) listener(event);
        continue;
      }
      const waiting = reply.id === undefined ? undefined : pending.get(reply.id);
      if (!waiting || reply.id === undefined) continue;
      pending.delete(reply.id);
      if (reply.error) waiting.reject(new Error(reply.error.message));
      else waiting.resolve(reply.result);
    }
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    for (const { reject } of pending.values()) reject(new Error('Chromium exited'));
    pending.clear();
  });
  return {
    send(method, params, sessionId) {
      nextId += 1;
      const id = nextId;
      input.write(`${JSON.stringify({ id, method, params: params ?? {}, sessionId })}\0`);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
