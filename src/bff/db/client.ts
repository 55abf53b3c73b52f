import "server-only";
import { throwIfFault } from "../faults";
import { createDb, dbConfigFromEnv, type Db, type DbHandle } from "./create-db";

export type { Db } from "./create-db";

interface DbState {
  opening: Promise<DbHandle> | null;
  signalsBound: boolean;
}

// Kept on globalThis so that dev-server module reloads reuse the open PGlite instead of opening
// a second one on the same data directory (PGlite allows one process-wide owner per directory).
const holder = globalThis as typeof globalThis & { __portalBffDb?: DbState };
const state: DbState = (holder.__portalBffDb ??= { opening: null, signalsBound: false });

/** The shared database, opened (and migrated) on first use, never at import: `next build` imports this module. */
export async function getDb(): Promise<Db> {
  await throwIfFault("db-down");
  if (!state.opening) {
    const opening = createDb(dbConfigFromEnv());
    state.opening = opening;
    opening.catch(() => {
      if (state.opening === opening) state.opening = null; // let the next request retry
    });
    bindShutdownSignals();
  }
  return (await state.opening).db;
}

export async function closeDb(): Promise<void> {
  const opening = state.opening;
  state.opening = null;
  if (!opening) return;
  const handle = await opening.catch(() => null);
  await handle?.close();
}

function bindShutdownSignals(): void {
  if (state.signalsBound) return;
  state.signalsBound = true;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      closeDb()
        .catch((error: unknown) => console.error("[bff] closing the database failed", error))
        .finally(() => process.exit(0));
    });
  }
}
