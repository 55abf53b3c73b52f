import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { damagePhoto, damageReport, deal } from "../db/schema";
import { jpegWithSize } from "../files/bad-upload-corpus";
import { damageReportFile } from "../files/document-files";
import { createLocalFileStorage, type FileStorage } from "../files/file-storage";
import { errorResponse } from "../http/error-response";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { listDamageReports } from "./damage-service";
import { damagePhotoFile, reportDamage, uploadDamagePhoto, type DamageReportInput } from "./damage-submission-service";

let env: SeededTestEnv;
let folder: string;
let storage: FileStorage;
beforeAll(async () => {
  env = await openSeededTestEnv();
  folder = await mkdtemp(join(tmpdir(), "damage-photos-"));
  storage = createLocalFileStorage(folder);
});
afterAll(async () => {
  await env.close();
  await rm(folder, { recursive: true, force: true });
});

const ANNA = "customer-anna";
const PAUL = "customer-paul";
const VERA = "customer-vera";
const DEAL = "deal-anna-active";
/** Anna's ended subscription (state ENDED): its report-damage page says "Dein Abo ist beendet", no form. */
const ENDED_DEAL = "deal-anna-ended";
const photo = { field: "file", name: "kratzer.jpg", bytes: jpegWithSize(1200, 900, 4_000) };
const upload = (customerId: string, files = [photo], dealId = DEAL) =>
  uploadDamagePhoto(env.db, storage, customerId, { subscription_id: dealId, timestamp: "1773133200000" }, files);
const report = (paths: string[], change: Partial<DamageReportInput> = {}): DamageReportInput => ({
  subscription_id: DEAL,
  defect_type: "rim",
  not_drivable: false,
  occurred_on: "2026-03-08",
  description: "Kratzer an der Felge hinten links, etwa 30 mm lang, beim Einparken.",
  paths,
  street: "Eppendorfer Weg",
  house_number: "57",
  zip: "20259",
  city: "Hamburg",
  country: "Germany",
  ...change,
});

describe("damage photos (deals.md §7 …/damage-reports/images, §9 uploads)", () => {
  it("stores a checked photo and answers its location; only its uploader reads it back", async () => {
    const answer = await upload(ANNA);
    expect(answer?.path.location).toMatch(/^\/portal\/api\/bff\/active-fleet\/damage-reports\/images\/[0-9a-f-]{36}$/);
    const id = answer!.path.location.split("/").pop()!;
    const file = await damagePhotoFile(env.db, storage, ANNA, id);
    expect(file).toMatchObject({ kind: "file", contentType: "image/jpeg" });
    // Stored re-encoded: a JPEG of the same size, not the bytes as sent.
    expect(Buffer.from(file!.body).equals(Buffer.from(photo.bytes))).toBe(false);
    expect(await sharp(Buffer.from(file!.body)).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 900 });
    expect(await damagePhotoFile(env.db, storage, PAUL, id)).toBeNull();
  });

  it("refuses another customer's deal (null: a 404), a missing file, and a script named .jpg", async () => {
    expect(await upload(PAUL)).toBeNull();
    await expect(upload(ANNA, [])).rejects.toMatchObject({ name: "ValidationError" });
    await expect(upload(ANNA, [photo, photo])).rejects.toMatchObject({ name: "ValidationError" });
    const script = { field: "file", name: "photo.jpg", bytes: new TextEncoder().encode("<script>alert(1)</script>") };
    await expect(upload(ANNA, [script])).rejects.toMatchObject({ name: "RefusedFileError", code: "file_type_not_accepted" });
    const tooLarge = { ...photo, bytes: jpegWithSize(100, 100, 6_291_457) };
    await expect(upload(ANNA, [tooLarge])).rejects.toMatchObject({ name: "RefusedFileError", code: "file_too_large" });
  });
});

describe("a damage report (deals.md §3 damage submission, §5)", () => {
  it("is stored with its photos, listed at once as 'open' (Gemeldet) with its PDF", async () => {
    const before = (await listDamageReports(env.db, ANNA, DEAL))!.length;
    const location = (await upload(ANNA))!.path.location;
    const created = await reportDamage(env.db, ANNA, report([location]), TEST_NOW);
    expect(created).toMatchObject({ date: "2026-03-10", repair_status: "open", damages: [], appointment_date: null });
    // What was reported is what the list and the details show until staff classify it.
    expect(created?.reported).toEqual({
      defect_type: "rim",
      description: "Kratzer an der Felge hinten links, etwa 30 mm lang, beim Einparken.",
      occurred_on: "2026-03-08",
      photo_count: 1,
    });
    expect(created?.download_url).toMatch(/^\/portal\/api\/bff\/deals\/deal-anna-active\/damage-reports\/damage-report-[0-9a-f-]+\/file$/);
    const reportId = created!.download_url!.split("/").at(-2)!;
    const pdf = await damageReportFile(env.db, ANNA, DEAL, reportId, "de-DE");
    const text = Buffer.from(pdf!.body).toString("latin1");
    for (const line of ["Art: Felge", "Aufgetreten am: 08.03.2026", "Kratzer an der Felge hinten links"]) expect(text).toContain(line);
    const listed = (await listDamageReports(env.db, ANNA, DEAL))!;
    expect(listed).toHaveLength(before + 1);
    expect(listed[0]).toEqual(created);

    // A photo belongs to one report: naming it again is refused, and nothing is written.
    await expect(reportDamage(env.db, ANNA, report([location]), TEST_NOW)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: "paths", code: "photo_not_available" })],
    });
    expect((await listDamageReports(env.db, ANNA, DEAL))!).toHaveLength(before + 1);
  });

  it("takes §3's payload without a defect type (the form asks for one, §5): listed and printed with what was sent", async () => {
    const location = (await upload(ANNA))!.path.location;
    const created = await reportDamage(env.db, ANNA, report([location], { defect_type: undefined }), TEST_NOW);
    expect(created?.reported).toEqual({
      defect_type: null,
      description: "Kratzer an der Felge hinten links, etwa 30 mm lang, beim Einparken.",
      occurred_on: "2026-03-08",
      photo_count: 1,
    });
    const pdf = await damageReportFile(env.db, ANNA, DEAL, created!.download_url!.split("/").at(-2)!, "de-DE");
    const text = Buffer.from(pdf!.body).toString("latin1");
    expect(text).not.toContain("Art:");
    for (const line of ["Aufgetreten am: 08.03.2026", "Ort: Eppendorfer Weg 57, 20259 Hamburg"]) expect(text).toContain(line);
    // An unknown type is still refused.
    await expect(
      reportDamage(env.db, ANNA, report([(await upload(ANNA))!.path.location], { defect_type: "dragon" }), TEST_NOW),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: "defect_type", code: "one_of" })],
    });
  });

  it("refuses the form's fields sent empty, a defect type or a day that is not unknown, and writes nothing (review round 16)", async () => {
    const before = (await listDamageReports(env.db, ANNA, DEAL))!.length;
    for (const [change, path] of [
      [{ defect_type: "" }, "defect_type"],
      [{ occurred_on: undefined, unknown_date: false }, "occurred_on"],
    ] as const) {
      const location = (await upload(ANNA))!.path.location;
      await expect(reportDamage(env.db, ANNA, report([location], change), TEST_NOW)).rejects.toMatchObject({
        issues: [expect.objectContaining({ path, code: "required" })],
      });
    }
    expect((await listDamageReports(env.db, ANNA, DEAL))!).toHaveLength(before);
    // A day the customer does not know is stored as unknown, whatever else was sent.
    const location = (await upload(ANNA))!.path.location;
    const unknown = await reportDamage(env.db, ANNA, report([location], { unknown_date: true, occurred_on: "2026-03-08" }), TEST_NOW);
    expect(unknown?.reported?.occurred_on).toBeNull();
  });

  it("takes the contract's address when the car is there (sameAddress)", async () => {
    const location = (await upload(ANNA))!.path.location;
    const created = await reportDamage(
      env.db,
      ANNA,
      report([location], { same_address: true, street: undefined, house_number: undefined, zip: undefined, city: undefined }),
      TEST_NOW,
    );
    const pdf = await damageReportFile(env.db, ANNA, DEAL, created!.download_url!.split("/").at(-2)!, "en-DE");
    expect(Buffer.from(pdf!.body).toString("latin1")).toContain("Location: Eppendorfer Weg 57, 20259 Hamburg");
  });

  it("refuses photos that are not the customer's, or not from this BFF, and another customer's deal", async () => {
    const annas = (await upload(ANNA))!.path.location;
    const verasDeal = "deal-vera-active";
    await expect(reportDamage(env.db, VERA, { ...report([annas]), subscription_id: verasDeal }, TEST_NOW)).rejects.toMatchObject({
      issues: [expect.objectContaining({ code: "photo_not_available" })],
    });
    await expect(reportDamage(env.db, ANNA, report(["https://evil.example/x.jpg"]), TEST_NOW)).rejects.toMatchObject({
      issues: [expect.objectContaining({ code: "photo_not_available" })],
    });
    expect(await reportDamage(env.db, PAUL, report([annas]), TEST_NOW)).toBeNull();
  });

  it("refuses what §5 refuses: a short description, no photo while drivable, a day ahead", async () => {
    await expect(reportDamage(env.db, ANNA, report([], { description: "zu kurz" }), TEST_NOW)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: "description", code: "min_length", values: { min: 40 } }), expect.objectContaining({ path: "paths" })],
    });
    await expect(
      reportDamage(env.db, ANNA, report([(await upload(ANNA))!.path.location], { occurred_on: "2026-03-11" }), TEST_NOW),
    ).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: "occurred_on", code: "date_in_future" })],
    });
  });

  it.each([
    ["a day, as every payload sends it", "2026-03-08", "2026-03-08"],
    ["today", "2026-03-10", "2026-03-10"],
    ["unknown (null)", null, null],
  ] as const)("takes the day it happened sent YYYY-MM-DD: %s → %j", async (_case, sent, stored) => {
    const created = await reportDamage(env.db, ANNA, report([(await upload(ANNA))!.path.location], { occurred_on: sent }), TEST_NOW);
    expect(created?.reported?.occurred_on).toBe(stored);
  });

  it.each([
    ["the display format DD.MM.YYYY", "27.11.2026"],
    ["the display format of a past day", "08.03.2026"],
    ["30 February", "2026-02-30"],
    ["a timestamp", "2026-03-08T10:00:00Z"],
  ])("refuses the day it happened sent as %s (%j): 422 occurred_on invalid, nothing written", async (_case, sent) => {
    const location = (await upload(ANNA))!.path.location;
    const before = await reportsOf(DEAL);
    await expect(reportDamage(env.db, ANNA, report([location], { occurred_on: sent }), TEST_NOW)).rejects.toMatchObject({
      name: "ValidationError",
      issues: [expect.objectContaining({ path: "occurred_on", code: "invalid" })],
    });
    expect(await reportsOf(DEAL)).toBe(before);
  });
});

const reportsOf = async (dealId: string) => (await env.db.select({ n: count() }).from(damageReport).where(eq(damageReport.dealId, dealId)))[0]!.n;
const photosOf = async (dealId: string) => (await env.db.select({ n: count() }).from(damagePhoto).where(eq(damagePhoto.dealId, dealId)))[0]!.n;
const storedFiles = async () => (await readdir(folder, { recursive: true })).length;

describe("a damage report for a deal that is not ACTIVE (deals.md §4 Damage report: the page shows no form)", () => {
  it("refuses an ENDED deal's report with 409 damage_not_reportable, the form's rule, and writes nothing", async () => {
    const [ended] = await env.db.select({ state: deal.state }).from(deal).where(eq(deal.id, ENDED_DEAL));
    expect(ended?.state).toBe("ENDED");
    // A photo of her active car's, free: the ended deal's report below must not take it.
    const annasPhoto = (await upload(ANNA))!.path.location;
    const before = { reports: await reportsOf(ENDED_DEAL), photos: await photosOf(ENDED_DEAL), files: await storedFiles() };
    // The report as the acceptance review sent it: valid by §5, not drivable so without a photo.
    const refused = reportDamage(
      env.db,
      ANNA,
      report([], { subscription_id: ENDED_DEAL, not_drivable: true, description: "", occurred_on: null }),
      TEST_NOW,
    );
    await expect(refused).rejects.toMatchObject({ name: "ConflictError", code: "damage_not_reportable" });
    // The answer: 409 with the code as JSON (http/error-response.ts, as every refusal of a state).
    const answer = errorResponse(
      await refused.catch((error: unknown) => error),
      new Request("http://localhost/portal/api/bff/x", { method: "POST" }),
    );
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: "conflict", code: "damage_not_reportable", reason: expect.any(String) });
    // A photo for it, and a report with a photo and the contract's address: refused alike, before
    // anything is checked or stored.
    await expect(upload(ANNA, [photo], ENDED_DEAL)).rejects.toMatchObject({ name: "ConflictError", code: "damage_not_reportable" });
    await expect(
      reportDamage(env.db, ANNA, report([annasPhoto], { subscription_id: ENDED_DEAL, same_address: true }), TEST_NOW),
    ).rejects.toMatchObject({
      code: "damage_not_reportable",
    });
    expect({ reports: await reportsOf(ENDED_DEAL), photos: await photosOf(ENDED_DEAL), files: await storedFiles() }).toEqual(before);
  });

  it.each([
    ["a car not delivered yet (CREATED)", PAUL, "deal-paul-created"],
    ["an order being checked (SIGNED)", PAUL, "deal-paul-signed"],
  ])("refuses %s alike: 409, nothing written", async (_case, customerId, dealId) => {
    const before = await reportsOf(dealId);
    await expect(
      reportDamage(env.db, customerId, report([], { subscription_id: dealId, not_drivable: true, description: "" }), TEST_NOW),
    ).rejects.toMatchObject({ name: "ConflictError", code: "damage_not_reportable" });
    expect(await reportsOf(dealId)).toBe(before);
  });

  it("still answers another customer's ended deal as not found (null: a 404), not as a conflict", async () => {
    expect(await reportDamage(env.db, PAUL, report([], { subscription_id: ENDED_DEAL, not_drivable: true }), TEST_NOW)).toBeNull();
    expect(await upload(PAUL, [photo], ENDED_DEAL)).toBeNull();
  });
});
