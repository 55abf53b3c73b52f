import type { ConsentChoice } from "./consent";
import type { TrackedEvent, TrackingEventName, TrackingProperties } from "./events";

/** Events kept while the visitor has not chosen yet; beyond this the oldest wait is not worth more memory. */
export const TRACKING_QUEUE_MAX = 50;

export interface TrackerDeps {
  /** The stored choice, read at every event (the cookie may have been set in another tab). */
  consent(): ConsentChoice | null;
  /** Hands an event on (the data layer and the collector); called only with consent to "all". */
  deliver(event: TrackedEvent): void;
  now(): Date;
  page(): string;
}

export interface Tracker {
  track<N extends TrackingEventName>(name: N, properties: TrackingProperties<N>): void;
  /** The visitor chose: "all" delivers what waited, "necessary" drops it. */
  consentGiven(choice: ConsentChoice): void;
  /** How many events wait for a choice (tests). */
  waiting(): number;
}

/**
 * The consent gate: with consent to "all" an
 * event is delivered at once; before any choice it waits in memory (never stored, so a visitor who
 * leaves without choosing leaves nothing behind); with "only necessary" it is dropped.
 */
export function createTracker(deps: TrackerDeps): Tracker {
  const queue: TrackedEvent[] = [];
  return {
    track(name, properties) {
      const choice = deps.consent();
      if (choice === "necessary") return;
      const event = { name, properties, page: deps.page(), occurredAt: deps.now().toISOString() } as TrackedEvent;
      if (choice === "all") return deps.deliver(event);
      if (queue.length >= TRACKING_QUEUE_MAX) queue.shift();
      queue.push(event);
    },
    consentGiven(choice) {
      const waiting = queue.splice(0);
      if (choice === "all") waiting.forEach((event) => deps.deliver(event));
    },
    waiting: () => queue.length,
  };
}
