/**
 * `npm run outbox`: prints the newest messages of the outbox, what the portal sent or would send
 * to the operations side, and the newest stored tracking events (on the embedded default, without `AUTOMATION_WEBHOOK_URL`, everything
 * waits there). With PGlite run it while the portal is stopped: one process owns its directory.
 */
import { createDb, dbConfigFromEnv } from "../db/create-db";
import { listTrackingEvents } from "../tracking/tracking-service";
import { listOutbox } from "./outbox";

async function main(): Promise<void> {
  const handle = await createDb(dbConfigFromEnv());
  try {
    const messages = await listOutbox(handle.db, Number(process.argv[2] ?? 50));
    if (messages.length === 0) console.log("The outbox is empty.");
    for (const message of messages) {
      const state =
        message.status === "delivered"
          ? `delivered ${message.deliveredAt?.toISOString()}`
          : `${message.status}, ${message.attempts} tries${message.lastError ? `, last: ${message.lastError}` : ""}`;
      console.log(`${message.createdAt.toISOString()}  ${message.topic}  ${message.id}  (${state})\n  ${JSON.stringify(message.payload)}`);
    }
    // The tracking events the collector stored (forwarded only with TRACKING_COLLECTOR_URL).
    const events = await listTrackingEvents(handle.db, Number(process.argv[2] ?? 50));
    console.log(events.length === 0 ? "\nNo tracking events stored." : `\nTracking events (newest first):`);
    for (const event of events) console.log(`${event.occurredAt.toISOString()}  ${event.name}  ${event.page}\n  ${JSON.stringify(event.properties)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error("Reading the outbox failed:", error);
  process.exitCode = 1;
});
