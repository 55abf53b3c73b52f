import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildPath, endpoints, type Endpoint } from "@/api/endpoints";
import type { BusinessFlow } from "@/features/business/rules/business-roles";
import { jpegWithSize } from "../files/bad-upload-corpus";
import { damagePhoto, damageReport, outboxMessage, serviceRequest } from "../db/schema";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";
import { readAnswer, requestFor, SERVED_ENDPOINTS, tableChecksums, type SecurityEnv, withSecurityEnv } from "./security-env";

/**
 * A company's switches (account.md §2 Business portal settings) are decided by
 * the BFF, not only by the pages. Every call the catalogue puts behind one (`businessFlow`) is
 * refused for Viktor, whose Nord Kurier switched all four off: 409 with the flow's code and a
 * reason, nothing written, no file stored. Bernd's Muster Logistik has them on: a photo, a damage
 * report and a service request go through, the request to the operations side by the outbox.
 */
let env: SecurityEnv;
withSecurityEnv((opened) => ({ env } = opened));

const behindSwitch = SERVED_ENDPOINTS.filter((name) => (endpoints[name] as Endpoint).businessFlow !== undefined);
const flowOf = (name: ServedEndpoint): BusinessFlow => (endpoints[name] as Endpoint).businessFlow!;

/** Each customer's cars: the active one (damage, service) and for Viktor the ordered one (handover, mileage upgrade). */
const CARS = {
  viktor: { active: { dealId: "deal-viktor-prolong", carId: "car-viktor-ioniq5" }, ordered: "deal-viktor-ordered" },
  bernd: { active: { dealId: "deal-bernd-minib2b", carId: "car-bernd-eqa" }, ordered: "deal-bernd-ordered" },
} as const;
type Who = keyof typeof CARS;

const SWITCHED_OFF_CODE: Record<BusinessFlow, string> = {
  handover: "handover_not_changeable",
  mileageUpgrade: "mileage_upgrade_switched_off",
  reportDamage: "damage_report_switched_off",
  scheduleService: "service_request_switched_off",
};

/** The endpoint's example, on this customer's car the flow is about. */
function onCarOf(who: Who, name: ServedEndpoint): { params: Record<string, string>; input: Record<string, unknown> } {
  const example = ENDPOINT_EXAMPLES[name];
  const flow = flowOf(name);
  const dealId = flow === "handover" || flow === "mileageUpgrade" ? CARS[who].ordered : CARS[who].active.dealId;
  const input: Record<string, unknown> = { ...("input" in example ? (example.input as Record<string, unknown>) : {}) };
  for (const key of ["subscription_id", "dealId"]) if (key in input) input[key] = dealId;
  const params: Record<string, string> = { ...example.params };
  if ("id" in params) params.id = dealId;
  if ("carId" in params) params.carId = CARS[who].active.carId;
  return { params, input };
}

const cookies: Record<Who, string> = { viktor: "", bernd: "" };
const cookieOf = (who: Who) => cookies[who];
beforeAll(async () => {
  cookies.viktor = await env.signIn("viktor.verlaengerung@demo.portal");
  cookies.bernd = await env.signIn("bernd.business@demo.portal");
});

async function send(name: ServedEndpoint, who: Who, input?: Record<string, unknown>) {
  const onCar = onCarOf(who, name);
  const request = requestFor(name, {
    cookie: cookieOf(who),
    headers: { origin: TEST_ORIGIN },
    params: onCar.params,
    input: input ?? onCar.input,
  });
  return readAnswer(await env.fetch(request));
}

/** A damage photo as the form sends it: multipart, the car's deal in `subscription_id`. */
async function uploadPhoto(who: Who) {
  const form = new FormData();
  form.set("subscription_id", CARS[who].active.dealId);
  form.set("timestamp", "2026-03-10T09:00:00.000Z");
  form.set("file", new Blob([jpegWithSize(800, 600) as Uint8Array<ArrayBuffer>]), "kratzer.jpg");
  const request = new Request(`${TEST_ORIGIN}${buildPath(endpoints.postDamageImage.path, {})}`, {
    method: "POST",
    headers: { cookie: cookieOf(who), origin: TEST_ORIGIN },
    body: form,
  });
  return readAnswer(await env.fetch(request));
}

const rowsOf = async (table: typeof damagePhoto | typeof damageReport | typeof serviceRequest | typeof outboxMessage) =>
  (await env.db.select({ n: count() }).from(table))[0]!.n;

it("the catalogue puts the damage report, the service request, the handover change and the mileage upgrade behind their switches", () => {
  expect(Object.fromEntries(behindSwitch.map((name) => [name, flowOf(name)]))).toEqual({
    getScheduleServiceUrl: "scheduleService",
    postDamageImage: "reportDamage",
    postDamageReport: "reportDamage",
    postServiceRequestOfDeal: "scheduleService",
    putHandover: "handover",
    putMileagePackages: "mileageUpgrade",
  });
});

describe("Nord Kurier switched every flow off", () => {
  it.each(behindSwitch)("%s: 409 with the switch's code and a reason, nothing written", async (name) => {
    const before = await tableChecksums(env.db);
    const answer = await send(name, "viktor");
    expect(answer).toMatchObject({ status: 409, json: { error: "conflict", code: SWITCHED_OFF_CODE[flowOf(name)], reason: expect.any(String) } });
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("a damage photo is refused before its file is read: no photo row, nothing stored", async () => {
    const before = await tableChecksums(env.db);
    const answer = await uploadPhoto("viktor");
    expect(answer).toMatchObject({ status: 409, json: { error: "conflict", code: "damage_report_switched_off" } });
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("a damage report and a service request are refused: no report, no request, no outbox message", async () => {
    const before = await Promise.all([rowsOf(damageReport), rowsOf(serviceRequest), rowsOf(outboxMessage)]);
    expect((await send("postDamageReport", "viktor")).json).toMatchObject({ code: "damage_report_switched_off" });
    expect((await send("postServiceRequestOfDeal", "viktor")).json).toMatchObject({ code: "service_request_switched_off" });
    expect(await Promise.all([rowsOf(damageReport), rowsOf(serviceRequest), rowsOf(outboxMessage)])).toEqual(before);
  });
});

describe("Muster Logistik has the switches on", () => {
  it("a damage photo, then a damage report naming it, are stored", async () => {
    const photo = await uploadPhoto("bernd");
    expect(photo.status, photo.text).toBe(200);
    const location = (photo.json as { path: { location: string } }).path.location;
    const reports = await rowsOf(damageReport);
    const report = await send("postDamageReport", "bernd", { ...onCarOf("bernd", "postDamageReport").input, paths: [location] });
    expect(report.status, report.text).toBe(200);
    expect(await rowsOf(damageReport)).toBe(reports + 1);
    const [stored] = await env.db
      .select({ reportId: damagePhoto.damageReportId })
      .from(damagePhoto)
      .where(eq(damagePhoto.dealId, "deal-bernd-minib2b"));
    expect(stored?.reportId).not.toBeNull();
  });

  it("the service address is given and a service request goes to the operations side through the outbox", async () => {
    expect((await send("getScheduleServiceUrl", "bernd")).status).toBe(200);
    const [requests, messages] = [await rowsOf(serviceRequest), await rowsOf(outboxMessage)];
    const answer = await send("postServiceRequestOfDeal", "bernd");
    expect(answer.status, answer.text).toBe(200);
    expect(await rowsOf(serviceRequest)).toBe(requests + 1);
    expect(await rowsOf(outboxMessage)).toBeGreaterThan(messages);
  });
});
