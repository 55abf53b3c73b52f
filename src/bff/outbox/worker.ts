import "server-only";
import { automationWebhook, trackingCollector } from "@/lib/env";
import { getDb, type Db } from "../db/client";
import { deliverMails, MAIL_TOPICS } from "../mail/deliver-mail";
import { createMailer, type Mailer } from "../mail/mailer";
import { deliverDue, type DeliveryReport } from "./deliver";
import type { OutboxTopic } from "./outbox";

/** How often each instance looks for due messages; a new message waits at most this long. */
export const OUTBOX_POLL_MS = 5_000;
/** Customer mails go sooner: a confirmation should be in the mailbox by the time the customer looks. */
export const MAIL_POLL_MS = 2_000;

/** Topics with a target of their own: tracking events go to the collector, not the automation webhook. */
const COLLECTOR_TOPICS: readonly OutboxTopic[] = ["tracking-event"];

const holder = globalThis as typeof globalThis & {
  __portalOutboxWorker?: NodeJS.Timeout;
  __portalCollectorWorker?: NodeJS.Timeout;
  __portalMailWorker?: NodeJS.Timeout;
};

/**
 * Delivers the outbox in the background of this server process while `AUTOMATION_WEBHOOK_URL`
 * is set (started by `instrumentation.ts`); tracking events go to `TRACKING_COLLECTOR_URL` in a
 * round of their own when that is set, and the customer mails always, through the
 * mail transport (SMTP with `SMTP_URL`, else the demo mailbox). Every instance runs one; the claim
 * in `deliverDue` keeps them from sending a message twice at once. A round that fails (the database
 * away) is logged and the next one tries again.
 */
export function startOutboxWorker(): void {
  const webhook = automationWebhook();
  const ownTarget: readonly OutboxTopic[] = [...COLLECTOR_TOPICS, ...MAIL_TOPICS];
  if (webhook && !holder.__portalOutboxWorker)
    holder.__portalOutboxWorker = poll("outbox", OUTBOX_POLL_MS, (db) => deliverDue(db, webhook, { topics: { except: ownTarget } }));
  const collector = trackingCollector();
  if (collector && !holder.__portalCollectorWorker)
    holder.__portalCollectorWorker = poll("tracking", OUTBOX_POLL_MS, (db) => deliverDue(db, collector, { topics: { only: COLLECTOR_TOPICS } }));
  let mailer: Mailer | null = null;
  if (!holder.__portalMailWorker) holder.__portalMailWorker = poll("mail", MAIL_POLL_MS, (db) => deliverMails(db, (mailer ??= createMailer(db))));
}

function poll(label: string, everyMs: number, round: (db: Db) => Promise<DeliveryReport>): NodeJS.Timeout {
  let running = false;
  return setInterval(() => {
    if (running) return;
    running = true;
    getDb()
      .then(round)
      .then((report) => {
        if (report.retried + report.failed > 0)
          console.warn(`[${label}] delivered ${report.delivered}, retrying ${report.retried}, failed ${report.failed}`);
      })
      .catch((error: unknown) => console.error(`[${label}] delivery round failed:`, error instanceof Error ? error.message : error))
      .finally(() => {
        running = false;
      });
  }, everyMs).unref();
}
