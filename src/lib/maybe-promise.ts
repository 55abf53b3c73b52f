/**
 * A value that may still be on its way. Lookups whose storage answers synchronously (this
 * process's session store) chain with `andThen` and finish in the same turn of the event loop;
 * each `await` would queue the rest behind whatever else was queued meanwhile.
 */
export type MaybePromise<T> = T | Promise<T>;

/** `next` of a value, at once when it is there, after it when it is a promise. */
export function andThen<T, R>(value: T | PromiseLike<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
  return isPromiseLike(value) ? Promise.resolve(value).then(next) : next(value);
}

function isPromiseLike<T>(value: T | PromiseLike<T>): value is PromiseLike<T> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}
