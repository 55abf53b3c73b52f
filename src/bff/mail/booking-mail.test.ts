import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailMessage, outboxMessage } from "../db/schema";
import { readAnswer, requestFor, tableChecksums, withSecurityEnv, type SecurityEnv } from "../security/security-env";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { deliverMails, type QueuedMail } from "./deliver-mail";
import { readMailbox } from "./mailbox";
import { createMailer } from "./mailer";

/**
 * A booked change's confirmation goes through the outbox in the booking's own
 * transaction, in the locale of the page it was booked on, with an .ics for its appointment; the
 * mail worker delivers it into the same mailbox as the sign-in mails. Through the dispatcher, as
 * the browser calls it (TEST_NOW is Tuesday 10 March 2026; deal-anna-plan ends on 19 April).
 */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

const ANNA_EMAIL = "anna.aktiv@demo.portal";
const DEAL = "deal-anna-plan";
const pickup = (date: string) => ({
  return_type: "PICKUP",
  preferred_return_date: date,
  return_firstname: "Anna",
  return_lastname: "Aktiv",
  return_street: "Eppendorfer Weg",
  return_housenumber: "57",
  return_zip: "20259",
  return_city: "Hamburg",
  return_phone_number: "+4915112345601",
});
const book = (input: unknown, page: string | null) =>
  env
    .fetch(
      requestFor("putReturn", {
        cookie: anna,
        params: { id: DEAL },
        input,
        headers: { origin: TEST_ORIGIN, ...(page ? { referer: `${TEST_ORIGIN}${page}` } : {}) },
      }),
    )
    .then(readAnswer);
const confirmations = () =>
  env.db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.topic, "confirmation-mail"))
    .then((rows) => rows.map((row) => ({ ...row, mail: row.payload as QueuedMail })));

/** The properties of an .ics, unfolded. */
const icsProperties = (ics: string) =>
  Object.fromEntries(
    ics
      .replace(/\r\n[ \t]/g, "")
      .split("\r\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)]),
  );

describe("a booked return's confirmation mail (issue 36 item 9)", () => {
  it("refuses a date not offered (Easter Monday) with 422 and enqueues no confirmation, writing nothing", async () => {
    const before = await tableChecksums(env.db);
    const answer = await book(pickup("2026-04-06T09:00:00+02:00"), "/portal/en-US/mycars/deal-anna-plan");
    expect(answer.status).toBe(422);
    expect(await confirmations()).toEqual([]);
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("enqueues exactly one confirmation with the booking, in the page's locale, with an .ics of the appointment", async () => {
    const answer = await book(pickup("2026-04-10T13:00:00+02:00"), "/portal/en-US/mycars/deal-anna-plan/return");
    expect(answer.status).toBe(200);
    const [message, ...more] = await confirmations();
    expect(more).toEqual([]);
    expect(message!.status).toBe("pending");
    const { mail } = message!;
    expect(mail).toMatchObject({ to: ANNA_EMAIL, kind: "return-booking", subject: "Your return on 10.04.2026 is booked" });
    expect(mail.text).toMatch(/^Hi Anna,\n/);
    expect(mail.text).toContain("Friday, 10.04.2026, 13:00-14:00");
    expect(mail.text).toContain(`${TEST_ORIGIN}/portal/en-US/mycars/deal-anna-plan`);
    expect(mail.html).toContain("Hi Anna,");

    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments!;
    expect(ics).toMatchObject({ filename: "appointment-2026-04-10.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    const properties = icsProperties(ics!.content);
    expect(properties).toMatchObject({
      BEGIN: "VEVENT",
      UID: "return-booking-deal-anna-plan@localhost",
      // 13:00-14:00 in Berlin summer time.
      DTSTART: "20260410T110000Z",
      DTEND: "20260410T120000Z",
      LOCATION: "Eppendorfer Weg 57\\, 20259 Hamburg",
    });
    expect(properties.SUMMARY).toMatch(/^Car return: /);
  });

  it("writes it in German without a portal page behind the call, greeting by first name with du", async () => {
    await env.db.delete(outboxMessage).where(eq(outboxMessage.topic, "confirmation-mail"));
    expect((await book(pickup("2026-04-14T10:00:00+02:00"), null)).status).toBe(200);
    const [message] = await confirmations();
    expect(message!.mail.subject).toBe("Deine Rückgabe am 14.04.2026 ist gebucht");
    expect(message!.mail.text).toMatch(/^Hallo Anna,\n\nwir haben die Rückgabe deines /);
    expect(message!.mail.attachments?.[0]?.filename).toBe("termin-2026-04-14.ics");
  });

  it("is delivered by the mail worker into the mailbox once, with its .ics, even if delivered again", async () => {
    const [message] = await confirmations();
    const mailer = createMailer(env.db, null);
    expect(await deliverMails(env.db, mailer)).toEqual({ delivered: 1, retried: 0, failed: 0 });
    const [delivered] = await env.db.select().from(outboxMessage).where(eq(outboxMessage.id, message!.id));
    expect(delivered!.status).toBe("delivered");
    // A message whose delivery is repeated (a lost answer) leaves one mail.
    await mailer.send({ ...message!.mail, id: message!.id });
    const recorded = await env.db
      .select()
      .from(mailMessage)
      .where(and(eq(mailMessage.to, ANNA_EMAIL), eq(mailMessage.kind, "return-booking")));
    expect(recorded.map((mail) => mail.id)).toEqual([message!.id]);
    const [shown] = (await readMailbox(env.db, ANNA_EMAIL)).filter((mail) => mail.kind === "return-booking");
    expect(shown).toMatchObject({ subject: "Deine Rückgabe am 14.04.2026 ist gebucht" });
    expect(shown!.attachments.map((file) => file.filename)).toEqual(["termin-2026-04-14.ics"]);
    expect(shown!.attachments[0]!.content).toContain("DTSTART:20260414T080000Z");
  });

  it("is sent once for a booking replayed with its Idempotency-Key; the key with another date is refused, changing nothing (review round 13)", async () => {
    await env.db.delete(outboxMessage).where(eq(outboxMessage.topic, "confirmation-mail"));
    const replay = (date: string) =>
      env
        .fetch(
          requestFor("putReturn", {
            cookie: anna,
            params: { id: DEAL },
            input: pickup(date),
            headers: { origin: TEST_ORIGIN, "idempotency-key": "return-booking-once" },
          }),
        )
        .then(readAnswer);
    const first = await replay("2026-04-15T10:00:00+02:00");
    expect(first.status).toBe(200);
    const again = await replay("2026-04-15T10:00:00+02:00");
    expect(again).toMatchObject({ status: 200, text: first.text });
    expect((await confirmations()).map((message) => message.mail.subject)).toEqual(["Deine Rückgabe am 15.04.2026 ist gebucht"]);

    const before = await tableChecksums(env.db);
    const moved = await replay("2026-04-16T10:00:00+02:00");
    expect(moved).toMatchObject({ status: 422, json: { reason: "This Idempotency-Key was already used for another request." } });
    expect(await tableChecksums(env.db)).toEqual(before);
  });
});
