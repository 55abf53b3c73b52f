import { beforeAll, describe, expect, it } from "vitest";
import { endpoints, type Endpoint } from "@/api/endpoints";
import { mayDo } from "@/features/business/rules/business-roles";
import type { BusinessRole } from "@/features/business/types";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";
import { readAnswer, requestFor, SERVED_ENDPOINTS, tableChecksums, type SecurityEnv, withSecurityEnv } from "./security-env";

/**
 * The business portal's authorisation matrix, over the endpoint catalogue: every business endpoint (marked
 * `business` in the catalogue, so a new one is covered by itself) for every business role of
 * Flottenwerk, a member of another company and a private customer; and every deal-scoped endpoint
 * for a driver on a company car assigned to them and on one that is not.
 */
let env: SecurityEnv;
withSecurityEnv((opened) => ({ env } = opened));

const PERSONAS = {
  admin: "ada.admin@demo.portal",
  fleet_manager: "fabian.flotte@demo.portal",
  driver: "dirk.dienstwagen@demo.portal",
} as const satisfies Record<BusinessRole, string>;
const cookies: Partial<Record<string, string>> = {};
const cookieOf = (who: string) => cookies[who]!;

beforeAll(async () => {
  for (const [role, email] of Object.entries(PERSONAS)) cookies[role] = await env.signIn(email);
  cookies.otherCompany = await env.signIn("bernd.business@demo.portal");
  cookies.private = await env.signIn("paul.plan@demo.portal");
});

const businessEndpoints = SERVED_ENDPOINTS.filter((name) => (endpoints[name] as Endpoint).business !== undefined);
const companyPaths = businessEndpoints.filter((name) => "companyId" in ENDPOINT_EXAMPLES[name].params);
const send = (name: ServedEndpoint, cookie: string, options: { params?: Record<string, string>; input?: unknown } = {}) =>
  env.fetch(requestFor(name, { cookie, headers: { origin: TEST_ORIGIN }, ...options })).then(readAnswer);

describe("the business role matrix", () => {
  it("covers the business portal's endpoints", () => {
    expect(businessEndpoints.sort()).toEqual(
      [
        "deleteVehicleDriver",
        "getSharedReturnOptions",
        "listCompanies",
        "listCompanyContacts",
        "listCompanyVehicles",
        "patchCompanyContact",
        "postCompanyContact",
        "postSharedReturn",
        "putVehicleDriver",
      ].sort(),
    );
  });

  const cases = companyPaths.flatMap((name) => (Object.keys(PERSONAS) as BusinessRole[]).map((role) => [name, role] as const));
  it.each(cases)("%s as %s: answered as the role allows", async (name, role) => {
    const permission = (endpoints[name] as Endpoint).business!;
    const allowed = permission === "member" || mayDo(role, permission);
    const before = await tableChecksums(env.db);
    const answer = await send(name, cookieOf(role));
    if (allowed) {
      // Reached the service: done (2xx) or refused by the object's state (409), never 403/404.
      expect([200, 201, 409]).toContain(answer.status);
    } else {
      expect(answer).toMatchObject({ status: 403, json: { error: "forbidden", code: "role_not_permitted" } });
      expect(await tableChecksums(env.db)).toEqual(before);
    }
  });

  it.each(companyPaths.flatMap((name) => [[name, "otherCompany"] as const, [name, "private"] as const]))(
    "%s as %s: a bare 404 and nothing written",
    async (name, who) => {
      const before = await tableChecksums(env.db);
      const answer = await send(name, cookieOf(who));
      expect(answer).toMatchObject({ status: 404, json: { error: "not_found" } });
      expect(answer.text).not.toContain("Flottenwerk");
      expect(await tableChecksums(env.db)).toEqual(before);
    },
  );

  it("lists each customer's own company only, with their role", async () => {
    expect((await send("listCompanies", cookieOf("driver"))).json).toMatchObject([{ id: "company-b2b-flottenwerk", role: "driver" }]);
    expect((await send("listCompanies", cookieOf("otherCompany"))).json).toMatchObject([{ id: "company-muster-logistik", role: "fleet_manager" }]);
    expect((await send("listCompanies", cookieOf("private"))).json).toEqual([]);
  });

  it("shows a driver only the cars assigned to them, the fleet manager and the admin all of them", async () => {
    const dealIds = async (who: string) =>
      ((await send("listCompanyVehicles", cookieOf(who))).json as { dealId: string }[]).map((vehicle) => vehicle.dealId).sort();
    expect(await dealIds("driver")).toEqual(["deal-fabian-dirk"]);
    expect(await dealIds("fleet_manager")).toEqual(["deal-fabian-dirk", "deal-fabian-shared"]);
    expect(await dealIds("admin")).toEqual(["deal-fabian-dirk", "deal-fabian-shared"]);
  });

  it("a contact's new role holds at once: a driver made fleet manager sees every car, and back", async () => {
    const frida = await env.signIn("frida.fuhrpark@demo.portal");
    // The matrix above may have left the shared car assigned to Frida (putVehicleDriver's example).
    expect((await send("deleteVehicleDriver", cookieOf("admin"))).status).toBe(200);
    const vehicles = async () => ((await send("listCompanyVehicles", frida)).json as unknown[]).length;
    expect(await vehicles()).toBe(0);
    expect((await send("patchCompanyContact", cookieOf("admin"), { input: { role: "fleet_manager" } })).status).toBe(200);
    expect(await vehicles()).toBe(2);
    expect((await send("patchCompanyContact", cookieOf("admin"), { input: { role: "driver" } })).status).toBe(200);
    expect(await vehicles()).toBe(0);
  });

  it("a driver given another role drives no company car, and the answer names the cars that lost their driver (review round 16)", async () => {
    // Frida drives the shared Enyaq (putVehicleDriver's example); made fleet manager, she drives it no more.
    expect((await send("putVehicleDriver", cookieOf("admin"))).status).toBe(200);
    const changed = await send("patchCompanyContact", cookieOf("admin"), { input: { role: "fleet_manager" } });
    expect(changed).toMatchObject({
      status: 200,
      json: { id: "contact-b2b-frida", role: "fleet_manager", unassignedCars: [expect.stringMatching(/^Skoda Enyaq/)] },
    });
    const shared = ((await send("listCompanyVehicles", cookieOf("admin"))).json as { dealId: string; driverContactId: string | null }[]).find(
      (vehicle) => vehicle.dealId === "deal-fabian-shared",
    );
    expect(shared?.driverContactId).toBeNull();
    // Back to driver: nothing to unassign, and the car stays without her until it is assigned again.
    const back = await send("patchCompanyContact", cookieOf("admin"), { input: { role: "driver" } });
    expect(back).toMatchObject({ status: 200, json: { role: "driver", unassignedCars: [] } });
  });

  it("a shared car names the fleet manager holding its contract, though another became fleet manager (review)", async () => {
    expect((await send("deleteVehicleDriver", cookieOf("admin"))).status).toBe(200);
    const sharedContact = async () =>
      ((await send("listCompanyVehicles", cookieOf("admin"))).json as { dealId: string; contact: { name: string } | null }[]).find(
        (vehicle) => vehicle.dealId === "deal-fabian-shared",
      )?.contact?.name;
    expect(await sharedContact()).toBe("Fabian Flotte");
    const dirk = { companyId: "company-b2b-flottenwerk", contactId: "contact-b2b-dirk" };
    expect((await send("patchCompanyContact", cookieOf("admin"), { params: dirk, input: { role: "fleet_manager" } })).status).toBe(200);
    try {
      // "Dienstwagen" comes before "Flotte": the shared car named Dirk, who holds none of the contracts.
      expect(await sharedContact()).toBe("Fabian Flotte");
    } finally {
      expect((await send("patchCompanyContact", cookieOf("admin"), { params: dirk, input: { role: "driver" } })).status).toBe(200);
      const assigned = { companyId: "company-b2b-flottenwerk", dealId: "deal-fabian-dirk" };
      await send("putVehicleDriver", cookieOf("admin"), { params: assigned, input: { contactId: "contact-b2b-dirk" } });
    }
  });

  it("an admin does not change their own role (409)", async () => {
    const answer = await send("patchCompanyContact", cookieOf("admin"), { params: { contactId: "contact-b2b-ada" }, input: { role: "driver" } });
    expect(answer).toMatchObject({ status: 409, json: { code: "own_role_not_changeable" } });
  });
});

/**
 * Deal-scoped endpoints with the deal in the path or the body (not those naming a further object
 * of Anna's deal, a document or a report: those stay hers).
 */
const dealEndpoints = SERVED_ENDPOINTS.filter((name) => {
  const example = ENDPOINT_EXAMPLES[name];
  const input = ("input" in example ? example.input : {}) as Record<string, unknown>;
  const params = Object.keys(example.params);
  const namesTheDeal = params.includes("id") || "subscription_id" in input || "subscriptionId" in input;
  return endpoints[name].scope === "deal" && namesTheDeal && params.every((param) => param === "id");
});
const onDeal = (name: ServedEndpoint, dealId: string) => {
  const example = ENDPOINT_EXAMPLES[name];
  const input = "input" in example ? { ...(example.input as Record<string, unknown>) } : undefined;
  for (const key of ["subscription_id", "subscriptionId", "dealId"]) if (input && key in input) input[key] = dealId;
  const params: Record<string, string> = "id" in example.params ? { id: dealId } : {};
  return { params, input };
};

describe("deal endpoints on company cars", () => {
  it.each(dealEndpoints)("%s: a driver's car not assigned to them is a bare 404, nothing written", async (name) => {
    const before = await tableChecksums(env.db);
    const answer = await send(name, cookieOf("driver"), onDeal(name, "deal-fabian-shared"));
    expect(answer).toMatchObject({ status: 404, json: { error: "not_found" } });
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it.each(dealEndpoints)("%s: another company's member gets a bare 404", async (name) => {
    const answer = await send(name, cookieOf("otherCompany"), onDeal(name, "deal-fabian-dirk"));
    expect(answer).toMatchObject({ status: 404, json: { error: "not_found" } });
  });

  it.each(dealEndpoints)("%s: the driver reaches their assigned car, the admin any company car", async (name) => {
    for (const [who, dealId] of [
      ["driver", "deal-fabian-dirk"],
      ["admin", "deal-fabian-shared"],
    ] as const) {
      const answer = await send(name, cookieOf(who), onDeal(name, dealId));
      expect(answer.status, `${who} on ${dealId}: ${answer.text}`).not.toBe(404);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
