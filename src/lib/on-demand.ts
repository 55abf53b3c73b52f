import { use } from "react";

/**
 * Parts of the client code loaded when first needed, by key (a form's field renderers and rule
 * checks). `read` returns a part that has arrived at once and otherwise suspends the
 * rendering component (React's `use`) until it has; `load` starts a load, or joins the one under
 * way. A failed load is forgotten, so the next read asks again (the page's error boundary retries).
 */
export interface OnDemand<K extends string, V> {
  load(key: K): Promise<V>;
  /** In render only. */
  read(key: K): V;
  /** In render only. Starts every load before it waits for the first. */
  readAll(keys: readonly K[]): V[];
}

export function onDemand<K extends string, V>(loaders: Record<K, () => Promise<V>>): OnDemand<K, V> {
  const loaded = new Map<K, V>();
  const loading = new Map<K, Promise<V>>();

  const load = (key: K): Promise<V> => {
    const known = loading.get(key);
    if (known) return known;
    const started = loaders[key]().then(
      (part) => {
        loaded.set(key, part);
        return part;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, started);
    return started;
  };

  /** One promise per set of keys still loading: a render that suspends waits on one thenable, the same on its replay. */
  const waits = new Map<string, Promise<unknown>>();
  const readAll = (keys: readonly K[]): V[] => {
    const missing = keys.filter((key) => !loaded.has(key));
    if (missing.length > 0) {
      const id = missing.join("\n");
      let wait = waits.get(id);
      if (!wait) {
        wait = Promise.all(missing.map(load)).finally(() => waits.delete(id));
        waits.set(id, wait);
      }
      // Suspends until all have arrived; a failed load throws to the error boundary. `use` may be
      // called conditionally, and `readAll` runs only in render (see the interface).
      // eslint-disable-next-line react-hooks/rules-of-hooks
      use(wait);
    }
    return keys.map((key) => loaded.get(key)!);
  };
  return { load, read: (key) => readAll([key])[0]!, readAll };
}
