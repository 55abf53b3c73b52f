/**
 * One call per key at a time: callers arriving while a call for the same key runs get its
 * promise instead of starting their own (no stampede on a cold cache). A failed call frees the key
 * at once; a successful one holds it `holdMs` longer, for callers that missed a cache in the moment
 * between the call's end and the cache storing its answer.
 */
export function createSingleFlight<T>({ holdMs = 0 }: { holdMs?: number } = {}): (key: string, run: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    const current = running.get(key);
    if (current) return current;
    const started = run();
    running.set(key, started);
    const release = () => {
      if (running.get(key) === started) running.delete(key);
    };
    started.then(() => (holdMs > 0 ? setTimeout(release, holdMs).unref() : release()), release);
    return started;
  };
}
