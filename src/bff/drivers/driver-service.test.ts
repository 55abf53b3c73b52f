import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { additionalDriver, driverLicenceUpload } from "../db/schema";
import { cleanPdf } from "../files/active-pdf-corpus";
import { jpegWithSize, pngWithSize } from "../files/bad-upload-corpus";
import { listOutbox } from "../outbox/outbox";
import { openSeededTestEnv, signIn, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";

/** Additional drivers through the dispatcher (account.md §3, §4, §5 Driver, §7, §8); TEST_NOW is 10.03.2026. */
let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let fiona: string;
let otto: string;
beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  fiona = await signIn(env.auth, "fiona.fahrerin@demo.portal");
  otto = await signIn(env.auth, "otto.ohnefahrer@demo.portal");
});
afterAll(() => env.close());

async function call(cookie: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { cookie, origin: TEST_ORIGIN, ...headers } };
  if (body instanceof Uint8Array) init.body = body as Uint8Array<ArrayBuffer>;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const response = await dispatch(new Request(`${TEST_ORIGIN}/portal/api/bff${path}`, init));
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> & Record<number, unknown> };
}

async function upload(cookie: string, filename: string, bytes: Uint8Array, contentType: string) {
  const url = await call(cookie, "GET", `/uploadurl?${new URLSearchParams({ filename, filetype: contentType, bucket: "DL" })}`);
  expect(url.status).toBe(200);
  const { url: target, key } = url.json as { url: string; key: string };
  const put = await dispatch(
    new Request(`${TEST_ORIGIN}${target}`, {
      method: "PUT",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": contentType },
      body: bytes as Uint8Array<ArrayBuffer>,
    }),
  );
  return { key, status: put.status, json: (await put.json()) as Record<string, unknown> };
}

const driver = (front: string, back: string, change: Record<string, unknown> = {}) => ({
  relationship_type: "relative_type_1",
  firstname: "Greta",
  lastname: "Gast",
  date_of_birth: "1984-07-09",
  driver_license_issue_date: "2003-08-01",
  dl_front_key: front,
  dl_back_key: back,
  postcode: "24103",
  agreed_to_terms: true,
  confirmed_truthful_data: true,
  ...change,
});

describe("GET drivers", () => {
  it("lists Fiona's drivers in every status but the deleted one", async () => {
    const answer = await call(fiona, "GET", "/drivers");
    expect(answer.status).toBe(200);
    expect((answer.json as unknown as { id: string; status: string }[]).map((d) => [d.id, d.status])).toEqual([
      ["driver-fiona-lena", "active"],
      ["driver-fiona-karl", "inactive"],
      ["driver-fiona-mia", "rejected"],
      ["driver-fiona-jonas", "pending"],
    ]);
  });
  it("lists none for Otto, and never another customer's", async () => {
    expect(await call(otto, "GET", "/drivers")).toEqual({ status: 200, json: [] });
  });
});

describe("licence uploads: upload URL, then PUT with the content type (account.md §5, §7)", () => {
  it("stores a JPEG under the customer and answers its key", async () => {
    const { key, status } = await upload(otto, "front.jpg", jpegWithSize(800, 600, 2048), "image/jpeg");
    expect(status).toBe(200);
    const [row] = await env.db.select().from(driverLicenceUpload).where(eq(driverLicenceUpload.id, key));
    // The size of the file as stored, re-encoded, not as sent.
    expect(row).toMatchObject({ customerId: "customer-otto", contentType: "image/jpeg", sizeBytes: expect.any(Number) });
    expect(row!.sizeBytes).not.toBe(2048);
  });
  it("refuses a name with another extension than jpg, jpeg, png, pdf, heic before any upload", async () => {
    const answer = await call(otto, "GET", "/uploadurl?filename=front.gif&filetype=image%2Fgif&bucket=DL");
    expect(answer).toMatchObject({ status: 415, json: { code: "file_type_not_accepted" } });
    expect((await call(otto, "GET", "/uploadurl?filename=front.jpg&filetype=image%2Fjpeg&bucket=XX")).status).toBe(422);
  });
  it("refuses a file over 10485760 bytes and one whose bytes are not its extension's, storing nothing", async () => {
    const before = await env.db.select().from(driverLicenceUpload);
    const big = new Uint8Array(10_485_761);
    big.set(jpegWithSize(100, 100));
    expect((await upload(otto, "front.jpg", big, "image/jpeg")).status).toBe(413);
    expect((await upload(otto, "front.jpg", pngWithSize(10, 10), "image/jpeg")).status).toBe(415);
    expect(await env.db.select().from(driverLicenceUpload)).toEqual(before);
  });
  it("answers another customer's upload name with 404", async () => {
    const { key } = await upload(otto, "back.png", pngWithSize(10, 10), "image/png");
    const answer = await dispatch(
      new Request(`${TEST_ORIGIN}/portal/api/bff/uploads/dl/${key}`, {
        method: "PUT",
        headers: { cookie: fiona, origin: TEST_ORIGIN, "content-type": "image/png" },
        body: pngWithSize(10, 10) as Uint8Array<ArrayBuffer>,
      }),
    );
    expect(answer.status).toBe(404);
  });
});

describe("POST drivers (account.md §5, §8)", () => {
  it("adds a standard driver active, once per Idempotency-Key, and tells the operations side", async () => {
    const front = await upload(otto, "front.jpg", jpegWithSize(800, 600), "image/jpeg");
    const back = await upload(otto, "back.pdf", cleanPdf(), "application/pdf");
    const body = driver(front.key, back.key);
    const first = await call(otto, "POST", "/drivers", body, { "idempotency-key": "otto-greta" });
    expect(first).toMatchObject({ status: 200, json: { firstname: "Greta", status: "active", extra_fee: false } });
    const again = await call(otto, "POST", "/drivers", body, { "idempotency-key": "otto-greta" });
    expect(again.json).toEqual(first.json);
    expect(await env.db.select().from(additionalDriver).where(eq(additionalDriver.customerId, "customer-otto"))).toHaveLength(1);
    expect((await listOutbox(env.db)).filter((m) => m.topic === "driver-added")).toHaveLength(1);
    // The same person again: driver_already_exists (§8).
    const front2 = await upload(otto, "f.jpg", jpegWithSize(10, 10), "image/jpeg");
    const back2 = await upload(otto, "b.jpg", jpegWithSize(10, 10), "image/jpeg");
    expect(await call(otto, "POST", "/drivers", driver(front2.key, back2.key, { firstname: "greta" }))).toMatchObject({
      status: 409,
      json: { code: "driver_already_exists" },
    });
    // A licence scan names one driver only.
    expect(await call(otto, "POST", "/drivers", driver(front.key, back2.key, { firstname: "Hanna" }))).toMatchObject({
      status: 409,
      json: { code: "licence_upload_taken" },
    });
  });

  it("adds a young driver pending, with the extra fee", async () => {
    const front = await upload(otto, "f.jpg", jpegWithSize(10, 10), "image/jpeg");
    const back = await upload(otto, "b.jpg", jpegWithSize(10, 10), "image/jpeg");
    const answer = await call(
      otto,
      "POST",
      "/drivers",
      driver(front.key, back.key, { firstname: "Paula", date_of_birth: "2004-01-01", driver_license_issue_date: "2022-01-01" }),
    );
    expect(answer).toMatchObject({ status: 200, json: { status: "pending", extra_fee: true } });
  });

  it("takes a birth date typed DD.MM.YYYY as the same day sent YYYY-MM-DD (account.md §3, §5)", async () => {
    const front = await upload(otto, "f.jpg", jpegWithSize(10, 10), "image/jpeg");
    const back = await upload(otto, "b.jpg", jpegWithSize(10, 10), "image/jpeg");
    const answer = await call(otto, "POST", "/drivers", driver(front.key, back.key, { firstname: "Doris", date_of_birth: "15.03.1990" }));
    expect(answer).toMatchObject({ status: 200, json: { firstname: "Doris", status: "active" } });
    const [row] = await env.db.select().from(additionalDriver).where(eq(additionalDriver.firstname, "Doris"));
    expect(row?.dateOfBirth).toBe("1990-03-15");
  });

  it.each([
    [{ date_of_birth: "2009-03-11", driver_license_issue_date: "2026-03-01" }, "date_of_birth", "dob_age_limits_exceeded"],
    // account.md §5 "Dates parsed strictly as DD.MM.YYYY": a birth date so typed is taken, not a loose one.
    [{ date_of_birth: "10.3.1990" }, "date_of_birth", "date_invalid"],
    [{ date_of_birth: "31.02.1990" }, "date_of_birth", "date_invalid"],
    [{ date_of_birth: "1990-02-31" }, "date_of_birth", "date_invalid"],
    // §3: only the issue date is "(sent YYYY-MM-DD)".
    [{ driver_license_issue_date: "01.08.2003" }, "driver_license_issue_date", "date_invalid"],
    [{ date_of_birth: "2005-01-01", driver_license_issue_date: "2025-01-01" }, "date_of_birth", "dob_young_driver_criteria_unmet"],
    [{ agreed_to_terms: false }, "agreed_to_terms", "agree_to_terms_invalid"],
    [{ confirmed_truthful_data: false }, "confirmed_truthful_data", "truthful_data_invalid"],
    [{ postcode: "2410" }, "postcode", "postcode_invalid"],
    [{ postcode: "25999" }, "postcode", "postcode_not_deliverable"], // Sylt: account.md §5 "mainland only"
    [{ relationship_type: "boss" }, "relationship_type", "required"],
  ])("%j → 422 %s %s, nothing written", async (change, path, code) => {
    const front = await upload(otto, "f.jpg", jpegWithSize(10, 10), "image/jpeg");
    const back = await upload(otto, "b.jpg", jpegWithSize(10, 10), "image/jpeg");
    const before = await env.db.select().from(additionalDriver);
    const answer = await call(otto, "POST", "/drivers", driver(front.key, back.key, { firstname: "Rita", ...change }));
    expect(answer.status).toBe(422);
    expect(answer.json.issues).toEqual([expect.objectContaining({ path, code })]);
    expect(await env.db.select().from(additionalDriver)).toEqual(before);
  });

  it("refuses licence keys that are not the customer's uploads", async () => {
    const answer = await call(
      fiona,
      "POST",
      "/drivers",
      driver("dl-00000000-0000-4000-8000-0000000a0001.jpg", "dl-00000000-0000-4000-8000-0000000a0002.jpg"),
    );
    expect(answer.status).toBe(422);
    expect(answer.json.issues).toEqual([
      expect.objectContaining({ path: "dl_front_key", code: "licence_upload_missing" }),
      expect.objectContaining({ path: "dl_back_key", code: "licence_upload_missing" }),
    ]);
  });
});

describe("DELETE drivers/{id} (account.md §4)", () => {
  it("removes a rejected and an active driver; they are no longer listed", async () => {
    expect(await call(fiona, "DELETE", "/drivers/driver-fiona-mia")).toEqual({ status: 200, json: { id: "driver-fiona-mia", status: "deleted" } });
    expect(await call(fiona, "DELETE", "/drivers/driver-fiona-lena")).toMatchObject({ status: 200 });
    const listed = (await call(fiona, "GET", "/drivers")).json as unknown as { id: string }[];
    expect(listed.map((d) => d.id)).toEqual(["driver-fiona-karl", "driver-fiona-jonas"]);
    expect((await listOutbox(env.db)).filter((m) => m.topic === "driver-deleted").map((m) => m.payload)).toEqual(
      expect.arrayContaining([
        { customer_id: "customer-fiona", driver_id: "driver-fiona-mia", previous_status: "rejected" },
        { customer_id: "customer-fiona", driver_id: "driver-fiona-lena", previous_status: "active" },
      ]),
    );
  });
  it("refuses a pending driver with 409 and changes nothing", async () => {
    expect(await call(fiona, "DELETE", "/drivers/driver-fiona-jonas")).toMatchObject({ status: 409, json: { code: "driver_not_deletable" } });
    const [row] = await env.db.select().from(additionalDriver).where(eq(additionalDriver.id, "driver-fiona-jonas"));
    expect(row?.status).toBe("pending");
  });
  it("answers 404 for another customer's driver, a deleted one and an unknown one", async () => {
    expect((await call(otto, "DELETE", "/drivers/driver-fiona-karl")).status).toBe(404);
    expect((await call(fiona, "DELETE", "/drivers/driver-fiona-tom")).status).toBe(404);
    expect((await call(fiona, "DELETE", "/drivers/nobody")).status).toBe(404);
  });
});
