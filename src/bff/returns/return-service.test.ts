import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { deal, dealMilestone, nonRetentionComment, outboxMessage } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { committed } from "../testing/committed";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { getReturnChangeFee, getReturnMetadata, postNonRetentionComment, putReturn, type ReturnInput } from "./return-service";
import { berlinPreferredReturnDate } from "@/features/returns/rules/return-change";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

// TEST_NOW is Tuesday 10 March 2026: deal-anna-plan ends on Sunday 19 April (day 40), deal-anna-soon
// has its pickup booked for Saturday 14 March (day 4), deal-bernd-minib2b ends on 19 April too.
const ANNA = "customer-anna";
const BERND = "customer-bernd";
const PAUL = "customer-paul";

const pickup = (date: string, overrides: Partial<ReturnInput> = {}): ReturnInput => ({
  return_type: "PICKUP",
  preferred_return_date: date,
  return_firstname: "Anna",
  return_lastname: "Aktiv",
  return_street: "Eppendorfer Weg",
  return_housenumber: "57",
  return_zip: "20259",
  return_city: "Hamburg",
  return_phone_number: "+4915112345601",
  ...overrides,
});

const issuesOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).issues.map(({ path, code }) => `${path}:${code}`);
};

describe("return metadata (deals.md §3 Return metadata, §9)", () => {
  it("offers the working days up to the contract end with the depot's slots, the pickup fee and the depots", async () => {
    const metadata = await getReturnMetadata(env.db, ANNA, "deal-anna-plan", { customer_postcode: "20259", return_type: "PICKUP" }, TEST_NOW);
    expect(metadata?.availabilities.map((date) => date.date)).toEqual([
      "2026-04-07",
      "2026-04-08",
      "2026-04-09",
      "2026-04-10",
      "2026-04-13",
      "2026-04-14",
      "2026-04-15",
      "2026-04-16",
      "2026-04-17",
    ]);
    expect(metadata?.return_fee).toBe(129);
    expect(metadata?.compound_locations[0]).toEqual({ street: "Am Flughafen", house_number: "12", zip: "12529", city: "Schönefeld" });
    expect(metadata?.self_return_availabilities).toHaveLength(9);
  });

  it("offers no pickup to an island, still the depot; a self return costs nothing", async () => {
    const island = await getReturnMetadata(env.db, ANNA, "deal-anna-plan", { customer_postcode: "26548", return_type: "PICKUP" }, TEST_NOW);
    expect(island?.availabilities).toEqual([]);
    expect(island?.self_return_availabilities).toHaveLength(9);
    const self = await getReturnMetadata(env.db, ANNA, "deal-anna-plan", { return_type: "SELF_RETURN" }, TEST_NOW);
    expect(self?.return_fee).toBe(0);
  });

  it("answers business customers net of VAT (deals.md §6): 129 EUR are 108.40 EUR", async () => {
    const metadata = await getReturnMetadata(env.db, BERND, "deal-bernd-minib2b", { return_type: "PICKUP" }, TEST_NOW);
    expect(metadata?.return_fee).toBe(108.4);
  });

  it("offers nothing for a deal whose return cannot be planned, and nothing of another customer's deal", async () => {
    expect((await getReturnMetadata(env.db, ANNA, "deal-anna-ended", {}, TEST_NOW))?.availabilities).toEqual([]);
    expect(await getReturnMetadata(env.db, PAUL, "deal-anna-plan", {}, TEST_NOW)).toBeNull();
  });
});

describe("return change fee (deals.md §7, §9)", () => {
  it("prices a first booking at nothing", async () => {
    expect(await getReturnChangeFee(env.db, ANNA, "deal-anna-plan", pickup("2026-04-10T13:00:00+02:00"), TEST_NOW)).toEqual({ amount: 0 });
  });

  it("prices a change of a pickup 4 days ahead at 99 EUR, the phone number alone at nothing", async () => {
    const booked = pickup("2026-03-14T09:00:00+01:00");
    expect(
      await getReturnChangeFee(env.db, ANNA, "deal-anna-soon", { ...booked, preferred_return_date: "2026-03-16T10:00:00+01:00" }, TEST_NOW),
    ).toEqual({
      amount: 99,
    });
    expect(
      await getReturnChangeFee(
        env.db,
        ANNA,
        "deal-anna-soon",
        { ...booked, preferred_return_date: "2026-03-13T09:00:00+01:00", return_phone_number: "+4917612345678" },
        TEST_NOW,
      ),
    ).toEqual({ amount: 99 });
    // The booked Saturday is no longer offered, but keeping it is: the phone number alone is free (review round 13).
    expect(await getReturnChangeFee(env.db, ANNA, "deal-anna-soon", { ...booked, return_phone_number: "+4917612345678" }, TEST_NOW)).toEqual({
      amount: 0,
    });
  });

  it("asks no fee for an incomplete pickup: the issues name every missing field (deals.md §5)", async () => {
    const issues = await issuesOf(
      getReturnChangeFee(
        env.db,
        ANNA,
        "deal-anna-plan",
        { return_type: "PICKUP", preferred_return_date: "2026-04-10", return_street: "Weg" },
        TEST_NOW,
      ),
    );
    expect(issues).toEqual([
      "return_firstname:required",
      "return_lastname:required",
      "return_housenumber:required",
      "return_city:required",
      "return_zip:required",
      "return_phone_number:required",
    ]);
  });
});

describe("PUT return (deals.md §4 Return, §5, §7)", () => {
  it.each([
    ["a date not offered (Easter Monday)", pickup("2026-04-06T09:00:00+02:00"), ["preferred_return_date:return_date_not_offered"]],
    [
      "an island postcode",
      pickup("2026-04-10T09:00:00+02:00", { return_zip: "26548" }),
      ["return_zip:postcode_not_deliverable", "preferred_return_date:return_date_not_offered"],
    ],
    [
      "a postcode of 4 digits",
      pickup("2026-04-10T09:00:00+02:00", { return_zip: "2025" }),
      ["return_zip:invalid", "preferred_return_date:return_date_not_offered"],
    ],
    ["an invalid phone number", pickup("2026-04-10T09:00:00+02:00", { return_phone_number: "12" }), ["return_phone_number:phone_invalid"]],
    ["a name of 101 characters", pickup("2026-04-10T09:00:00+02:00", { return_lastname: "x".repeat(101) }), ["return_lastname:max"]],
  ])("refuses %s and writes nothing", async (_name, input, issues) => {
    expect(await issuesOf(committed(env.db, putReturn)(ANNA, "deal-anna-plan", input, TEST_NOW))).toEqual(issues);
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-anna-plan"));
    expect(row?.returnType).toBeNull();
  });

  it("books a self return with only the date, its slot falling back to the day's first, and starts the return status", async () => {
    const stored = await committed(env.db, putReturn)(
      ANNA,
      "deal-anna-plan",
      { return_type: "SELF_RETURN", preferred_return_date: "2026-04-08T12:00:00+02:00", return_street: "ignored" },
      TEST_NOW,
    );
    expect(stored).toMatchObject({ type: "SELF_RETURN", address: null, return_price: 0 });
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-anna-plan"));
    expect(row?.returnDate).toBe("2026-04-08");
    expect(row?.preferredReturnDate?.toISOString()).toBe("2026-04-08T07:00:00.000Z"); // 09:00 in Berlin
    const milestones = await env.db
      .select()
      .from(dealMilestone)
      .where(and(eq(dealMilestone.dealId, "deal-anna-plan"), eq(dealMilestone.milestone, "return_booked")));
    expect(milestones).toHaveLength(1);
  });

  it("changes it into a pickup; the same change twice stores the same and reaches return_booked once", async () => {
    const input = pickup("2026-04-15T13:00:00+02:00");
    const first = await committed(env.db, putReturn)(ANNA, "deal-anna-plan", input, TEST_NOW);
    const second = await committed(env.db, putReturn)(ANNA, "deal-anna-plan", input, TEST_NOW);
    expect(second).toEqual(first);
    expect(first).toMatchObject({
      type: "PICKUP",
      contact_name: "Anna Aktiv",
      return_price: 129,
      address: { street: "Eppendorfer Weg", zip: "20259" },
    });
    const milestones = await env.db
      .select()
      .from(dealMilestone)
      .where(and(eq(dealMilestone.dealId, "deal-anna-plan"), eq(dealMilestone.milestone, "return_booked")));
    expect(milestones).toHaveLength(1);
  });

  it("hands each booking to the operations side with the fee of the change to bill, and names the fee in the mail (review round 16)", async () => {
    const messagesOf = async (topic: "return-booking" | "confirmation-mail") =>
      (await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, topic))).map((row) => row.payload as Record<string, unknown>);
    const before = { bookings: (await messagesOf("return-booking")).length, mails: (await messagesOf("confirmation-mail")).length };
    // Anna's pickup of Saturday 14 March (day 4) moved to Monday: the 99 EUR effort fee (deals.md §9).
    await committed(env.db, putReturn)(ANNA, "deal-anna-soon", pickup("2026-03-16T10:00:00+01:00"), TEST_NOW);
    const bookings = (await messagesOf("return-booking")).slice(before.bookings);
    expect(bookings).toEqual([
      expect.objectContaining({
        deal_id: "deal-anna-soon",
        customer_id: ANNA,
        return_type: "PICKUP",
        return_date: "2026-03-16",
        pickup_address: expect.objectContaining({ street: "Eppendorfer Weg", zip: "20259" }),
        return_price: 129,
        change_fee: 99,
        net_of_vat: false,
      }),
    ]);
    const mails = (await messagesOf("confirmation-mail")).slice(before.mails);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Gebühr für diese Änderung:\n  99\u00a0€");
    // The same booking again is no change (review: "Änderung verbindlich buchen" with nothing changed
    // told the operations side and the customer again): billed once, mailed once.
    await committed(env.db, putReturn)(ANNA, "deal-anna-soon", pickup("2026-03-16T10:00:00+01:00"), TEST_NOW);
    expect((await messagesOf("return-booking")).slice(before.bookings).map((message) => message.change_fee)).toEqual([99]);
    expect((await messagesOf("confirmation-mail")).slice(before.mails)).toHaveLength(1);
    // Only the phone number changed: free, and told.
    await committed(env.db, putReturn)(
      ANNA,
      "deal-anna-soon",
      pickup("2026-03-16T10:00:00+01:00", { return_phone_number: "+4915112345699" }),
      TEST_NOW,
    );
    expect((await messagesOf("return-booking")).slice(before.bookings).map((message) => message.change_fee)).toEqual([99, 0]);
  });

  it("takes the booked return sent back as the form prefills it (no email field) as no change: nothing written, nobody told", async () => {
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-rudi-pickup5"));
    const count = async () => (await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "return-booking"))).length;
    const before = await count();
    const input: ReturnInput = {
      return_type: row!.returnType!,
      preferred_return_date: berlinPreferredReturnDate(row!.preferredReturnDate!),
      return_firstname: row!.returnFirstname!,
      return_lastname: row!.returnLastname!,
      return_street: row!.returnStreet!,
      return_housenumber: row!.returnHousenumber!,
      return_zip: row!.returnZip!,
      return_city: row!.returnCity!,
      return_phone_number: row!.returnPhoneNumber!,
    };
    await committed(env.db, putReturn)("customer-rudi", "deal-rudi-pickup5", input, TEST_NOW);
    expect(await count()).toBe(before);
    const [after] = await env.db.select().from(deal).where(eq(deal.id, "deal-rudi-pickup5"));
    expect(after?.returnEmail).toBe(row!.returnEmail);
    expect(after?.returnEmail).not.toBeNull();
  });

  it("refuses a deal whose return cannot be changed any more, and another customer's deal", async () => {
    await expect(committed(env.db, putReturn)(ANNA, "deal-anna-ended", pickup("2026-04-15"), TEST_NOW)).rejects.toMatchObject({
      code: "return_not_changeable",
    });
    await expect(committed(env.db, putReturn)(ANNA, "deal-anna-ended", pickup("2026-04-15"), TEST_NOW)).rejects.toBeInstanceOf(ConflictError);
    expect(await committed(env.db, putReturn)(PAUL, "deal-anna-plan", pickup("2026-04-15"), TEST_NOW)).toBeNull();
  });
});

describe("non-retention comment (deals.md §7: the return reason, private only)", () => {
  it("stores the trimmed comment and hands it to the operations side through the outbox", async () => {
    const answer = await committed(env.db, postNonRetentionComment)(ANNA, "deal-anna-plan", { comment: "  Ich ziehe ins Ausland.  " }, TEST_NOW);
    expect(answer).toEqual({ comment: "Ich ziehe ins Ausland.", created_at: TEST_NOW.toDate().toISOString() });
    const stored = await env.db.select().from(nonRetentionComment).where(eq(nonRetentionComment.dealId, "deal-anna-plan"));
    expect(stored.map((row) => row.comment)).toEqual(["Ich ziehe ins Ausland."]);
    const messages = await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "non-retention-comment"));
    expect(messages.map((message) => message.payload)).toContainEqual(
      expect.objectContaining({ deal_id: "deal-anna-plan", comment: "Ich ziehe ins Ausland." }),
    );
  });

  it("keeps percent signs as the text they are", async () => {
    expect(await committed(env.db, postNonRetentionComment)(ANNA, "deal-anna-plan", { comment: "100%25 zufrieden" }, TEST_NOW)).toMatchObject({
      comment: "100%25 zufrieden",
    });
  });

  it("refuses business customers, an empty and an overlong comment, and another customer's deal", async () => {
    await expect(committed(env.db, postNonRetentionComment)(BERND, "deal-bernd-minib2b", { comment: "Zu teuer" }, TEST_NOW)).rejects.toMatchObject({
      code: "return_comment_not_for_business",
    });
    expect(await issuesOf(committed(env.db, postNonRetentionComment)(ANNA, "deal-anna-plan", { comment: "   " }, TEST_NOW))).toEqual([
      "comment:required",
    ]);
    expect(await issuesOf(committed(env.db, postNonRetentionComment)(ANNA, "deal-anna-plan", { comment: "x".repeat(1001) }, TEST_NOW))).toEqual([
      "comment:max",
    ]);
    expect(await committed(env.db, postNonRetentionComment)(PAUL, "deal-anna-plan", { comment: "Hallo" }, TEST_NOW)).toBeNull();
  });
});
