import "server-only";
import { automationWebhook, trackingCollector } from "@/lib/env";
import { getDb } from "../db/client";
import { deliverDue, type DeliveryTarget, type TopicSelection } from "./deliver";
import type { OutboxTopic } from "./outbox";

/** How often each instance looks for due messages; a new message waits at most this long. */
export const OUTBOX_POLL_MS = 5_000;

/** Topics with a target of their own: tracking events go to the collector (issue 19), not the automation webhook. */
const COLLECTOR_TOPICS: readonly OutboxTopic[] = ["tracking-event"];

const holder = globalThis as typeof globalThis & { __portalOutboxWorker?: NodeJS.Timeout; __portalCollectorWorker?: NodeJS.Timeout };

/**
 * Delivers the outbox in the background of this server process while `AUTOMATION_WEBHOOK_URL`
 * is set (started by `instrumentation.ts`); tracking events go to `TRACKING_COLLECTOR_URL` in a
 * round of their own when that is set. Every instance runs one; the claim in `deliverDue`
 * keeps them from sending a message twice at once. A round that fails (the database away) is
 * logged and the next one tries again.
 */
export function startOutboxWorker(): void {
  const webhook = automationWebhook();
  if (webhook && !holder.__portalOutboxWorker) holder.__portalOutboxWorker = poll("outbox", webhook, { except: COLLECTOR_TOPICS });
  const collector = trackingCollector();
  if (collector && !holder.__portalCollectorWorker) holder.__portalCollectorWorker = poll("tracking", collector, { only: COLLECTOR_TOPICS });
}

function poll(label: string, target: DeliveryTarget, topics: TopicSelection): NodeJS.Timeout {
  let running = false;
  return setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => deliverDue(db, target, { topics }))
      .then((report) => {
        if (report.retried + report.failed > 0)
          console.warn(`[${label}] delivered ${report.delivered}, retrying ${report.retried}, failed ${report.failed}`);
      })
      .catch((error: unknown) => console.error(`[${label}] delivery round failed:`, error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
      });
  }, OUTBOX_POLL_MS).unref();
}
