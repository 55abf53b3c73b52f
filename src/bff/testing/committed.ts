import type { Db } from "../db/client";
import type { Tx } from "../db/transaction";

/**
 * A service that writes only in a transaction (the dispatcher opens one per request),
 * called by a test on its own: `committed(db, putReturn)(customerId, …)` runs it in a transaction
 * of its own, committed when it returns.
 */
export function committed<Args extends unknown[], Result>(db: Db, service: (tx: Tx, ...args: Args) => Promise<Result>) {
  return (...args: Args): Promise<Result> => db.transaction((tx) => service(tx, ...args));
}
