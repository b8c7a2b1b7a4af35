/**
 * One result per process for a key. Each environment of a Vite build resolves
 * the config afresh and loads vite.config.ts and its plugins again, so a value
 * kept in a module would be made once per environment: it is kept on the
 * process instead, under a key that names everything it depends on.
 */
const STORE = Symbol.for('portfolio.once-per-process');
type Shared = { [STORE]?: Map<string, unknown> };

export function oncePerProcess<T>(key: string, run: () => T): T {
  const store = ((globalThis as Shared)[STORE] ??= new Map());
  if (!store.has(key)) store.set(key, run());
  return store.get(key) as T;
}
