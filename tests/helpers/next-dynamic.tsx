import type { ComponentType } from "react";

/**
 * `next/dynamic` for component tests (aliased in vitest.config.ts). The app loads the client parts
 * of modules on demand, and on the server Next renders them in full before it sends the
 * page. Here each loader starts when its wrapper is defined, and `setup-dom.ts` waits for all of
 * them before the first test, so a test renders the component at once, as the server does.
 */
type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

const pending = new Set<Promise<unknown>>();

export default function dynamic<P extends object>(loader: () => Promise<Loaded<P>>): ComponentType<P> {
  let Component: ComponentType<P> | null = null;
  const loading = loader().then((loaded) => {
    Component = "default" in loaded ? loaded.default : loaded;
  });
  pending.add(loading);
  function DynamicComponent(props: P) {
    if (!Component) throw loading;
    return <Component {...props} />;
  }
  return DynamicComponent;
}

/** Resolves once every component defined so far has loaded. */
export async function loadDynamicComponents(): Promise<void> {
  await Promise.all(pending);
}
