import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { jpegWithSize } from "../files/bad-upload-corpus";
import { damageReportFile } from "../files/document-files";
import { createLocalFileStorage, type FileStorage } from "../files/file-storage";
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
const DEAL = "deal-anna-active";
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
    const paulsDeal = "deal-paul-created";
    await expect(reportDamage(env.db, PAUL, { ...report([annas]), subscription_id: paulsDeal }, TEST_NOW)).rejects.toMatchObject({
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
});
