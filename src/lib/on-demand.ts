import { use } from "react";

/**
 * Parts of the client code loaded when first needed, by key (a form's field renderers and rule
 * checks, issue 11). `read` returns a part that has arrived at once and otherwise suspends the
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

  const readAll = (keys: readonly K[]): V[] => {
    const loads = keys.map((key) => (loaded.has(key) ? null : load(key)));
    return keys.map((key, index) => loaded.get(key) ?? use(loads[index]!));
  };
  return { load, read: (key) => readAll([key])[0]!, readAll };
}
