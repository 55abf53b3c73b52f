import "server-only";
import { automationWebhook } from "@/lib/env";
import { getDb } from "../db/client";
import { deliverDue } from "./deliver";

/** How often each instance looks for due messages; a new message waits at most this long. */
export const OUTBOX_POLL_MS = 5_000;

const holder = globalThis as typeof globalThis & { __portalOutboxWorker?: NodeJS.Timeout };

/**
 * Delivers the outbox in the background of this server process while `AUTOMATION_WEBHOOK_URL`
 * is set (started by `instrumentation.ts`). Every instance runs one; the claim in `deliverDue`
 * keeps them from sending a message twice at once. A round that fails (the database away) is
 * logged and the next one tries again.
 */
export function startOutboxWorker(): void {
  const target = automationWebhook();
  if (!target || holder.__portalOutboxWorker) return;
  let running = false;
  holder.__portalOutboxWorker = setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then((db) => deliverDue(db, target))
      .then((report) => {
        if (report.retried + report.failed > 0)
          console.warn(`[outbox] delivered ${report.delivered}, retrying ${report.retried}, failed ${report.failed}`);
      })
      .catch((error: unknown) => console.error("[outbox] delivery round failed:", error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
      });
  }, OUTBOX_POLL_MS).unref();
}
