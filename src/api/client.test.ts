import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { callEndpoint, type BodyOf, type ParamsOf, type RequestOf } from "./client";

afterEach(() => vi.unstubAllGlobals());

describe("callEndpoint", () => {
  it("fills the path, sends cookies and returns data and status", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: "deal-1" }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await callEndpoint("getDeal", { params: { id: "deal 1" } });
    expect(result).toEqual({ data: { id: "deal-1" }, status: 200 });
    expect(fetchMock).toHaveBeenCalledWith("/portal/api/bff/deals/deal%201", expect.objectContaining({ method: "GET", credentials: "include" }));
  });

  it("sends the session cookie along with extra headers such as an Idempotency-Key", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await callEndpoint("postNonRetentionComment", { params: { id: "d" }, body: { comment: "Umzug" }, idempotencyKey: "k-1" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/portal/api/bff/deals/d/non-retention-comment",
      expect.objectContaining({ method: "POST", credentials: "include", headers: expect.objectContaining({ "idempotency-key": "k-1" }) }),
    );
  });

  it("passes GET parameters as a query and skips unset values", async () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await callEndpoint("getReturnMetadata", { params: { id: "d" }, body: { customer_postcode: "10115", return_type: undefined } });
    expect(fetchMock).toHaveBeenCalledWith("/portal/api/bff/deals/d/return-metadata?customer_postcode=10115", expect.anything());
  });

  it("keeps the status of an error answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: "not_found" }), { status: 404 })),
    );
    expect(await callEndpoint("getDeal", { params: { id: "x" } })).toEqual({ data: { error: "not_found" }, status: 404 });
  });

  it("turns a network failure into status 500 with empty data (deals.md section 7)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect(await callEndpoint("listDeals")).toEqual({ data: null, status: 500 });
  });

  it("sends JSON bodies for writes", async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 501 }));
    vi.stubGlobal("fetch", fetchMock);
    const result = await callEndpoint("putMileagePackages", { params: { id: "d" }, body: { mileage_package: 1500 } });
    expect(result).toEqual({ data: null, status: 501 });
    expect(fetchMock).toHaveBeenCalledWith(
      "/portal/api/bff/deals/d/mileage_packages",
      expect.objectContaining({ method: "PUT", body: '{"mileage_package":1500}' }),
    );
  });
});

describe("requests typed from the catalogue (checked by tsc)", () => {
  it("names a path's parameters, a schema's body and a creating call's key", () => {
    expectTypeOf<ParamsOf<"getDocumentFile">>().toEqualTypeOf<{ id: string; documentId: string }>();
    expectTypeOf<ParamsOf<"listDeals">>().toEqualTypeOf<Record<never, string>>();
    expectTypeOf<BodyOf<"postDeliveryDelayChoice">>().toHaveProperty("choice");
    expectTypeOf<RequestOf<"postDriver">>().toHaveProperty("idempotencyKey").toEqualTypeOf<string>();
    expectTypeOf<RequestOf<"getDeal">["idempotencyKey"]>().toEqualTypeOf<undefined>();
    // @ts-expect-error a creating call without its Idempotency-Key
    const withoutKey: RequestOf<"postBuyCarOffer"> = { params: { id: "d" } };
    // @ts-expect-error a path parameter the path does not have
    const otherParam: RequestOf<"getDeal"> = { params: { dealId: "d" } };
    // @ts-expect-error a body field the schema does not have
    const otherField: RequestOf<"postNewsletterConfirmation"> = { body: { token: "t", extra: 1 } };
    expect([withoutKey, otherParam, otherField]).toHaveLength(3);
  });
});
