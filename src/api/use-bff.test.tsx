import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "./endpoints";
import { READ_POLICIES } from "./read-policies";
import { bffKey, revalidateBff, type ReadEndpointName } from "./bff-keys";
import type { BffRequestOf } from "./client";
import { ApiError, swrOptionsOf, useBff } from "./use-bff";

/** A cache of its own per test; retries after 10 ms instead of seconds. */
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), errorRetryInterval: 10 }}>{children}</SWRConfig>;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ ok: true }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const calledUrls = () => fetchMock.mock.calls.map(([url]) => url as string);

/** Two hooks in one tree, so they share the cache; the second one mounts when asked. */
function renderTwo<N extends ReadEndpointName>(name: N, request: BffRequestOf<N>) {
  return renderHook(
    ({ second }: { second: boolean }) => ({
      first: useBff(name, request),
      second: useBff(name, second ? request : null),
    }),
    { wrapper, initialProps: { second: false } },
  );
}

describe("useBff: reads over the endpoint catalogue", () => {
  it("reads a GET by the catalogue's path, with the query, and returns the answer", async () => {
    fetchMock.mockResolvedValue(Response.json({ options: ["2026-03-11"], timeslots: [], booking: null }));
    const { result } = renderHook(() => useBff("getPreReturnAppraisal", { params: { id: "deal 1" }, body: { selected_date: "2026-03-11" } }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ options: ["2026-03-11"], timeslots: [], booking: null }));
    expect(calledUrls()).toEqual(["/portal/api/bff/deals/deal%201/pre-return-appraisal?selected_date=2026-03-11"]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("reads a POST the catalogue marks as a read with its JSON body (the loyalty lookup)", async () => {
    fetchMock.mockResolvedValue(Response.json({ level: "Black", total_coins: 120 }));
    const { result } = renderHook(() => useBff("postLoyaltyInfo", { body: { contactId: "contact-1" } }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ level: "Black", total_coins: 120 }));
    expect(fetchMock).toHaveBeenCalledWith(
      "/portal/api/getLoyaltyInfo",
      expect.objectContaining({ method: "POST", body: '{"contactId":"contact-1"}' }),
    );
  });

  it("reads nothing while the request is null", async () => {
    const { result } = renderHook(() => useBff("getDeal", null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the server's answer as fallback until the read arrives", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useBff("getDeal", { params: { id: "deal-1" } }, { fallbackData: { id: "from-server" } as never }), {
      wrapper,
    });
    expect(result.current.data).toEqual({ id: "from-server" });
    act(() => answer(Response.json({ id: "fresh" })));
    await waitFor(() => expect(result.current.data).toEqual({ id: "fresh" }));
  });

  it.each([
    ["an error status", () => Promise.resolve(Response.json({ error: "not_found" }, { status: 404 })), 404, { error: "not_found" }],
    ["no connection (status 500, deals.md §7)", () => Promise.reject(new TypeError("Failed to fetch")), 500, null],
  ])("turns %s into an ApiError with status and answer", async (_case, respond, status, data) => {
    fetchMock.mockImplementation(respond);
    const { result } = renderHook(() => useBff("getDeal", { params: { id: "x" } }, { shouldRetryOnError: false }), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error).toMatchObject({ endpoint: "getDeal", status, data });
    expect(result.current.data).toBeUndefined();
  });
});

describe("bffKey: one key per endpoint and request", () => {
  it("names the endpoint, its params and body", () => {
    expect(bffKey("getDeal", { params: { id: "deal-1" } })).toEqual(["bff", "getDeal", { id: "deal-1" }, {}]);
    expect(bffKey("listDeals")).toEqual(["bff", "listDeals", {}, {}]);
  });

  it("shares one read between hooks asking the same, in whatever order the fields come", async () => {
    renderHook(
      () => [
        useBff("getReturnMetadata", { params: { id: "deal-1" }, body: { customer_postcode: "10115", return_type: "PICKUP" } }),
        useBff("getReturnMetadata", { body: { return_type: "PICKUP", customer_postcode: "10115" }, params: { id: "deal-1" } }),
      ],
      { wrapper },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("read policies of the spec (account.md §7)", () => {
  it.each([
    ["loyalty", READ_POLICIES.loyalty, { dedupingInterval: 300_000, shouldRetryOnError: false, errorRetryCount: 0, revalidateOnFocus: false }],
    ["addons", READ_POLICIES.addons, { dedupingInterval: 300_000 }],
    ["referral", READ_POLICIES.referral, { shouldRetryOnError: true, errorRetryCount: 1 }],
  ])("%s becomes the SWR options %j", (_name, policy, options) => {
    expect(swrOptionsOf(policy)).toEqual(options);
  });

  it("sits on the catalogue entries the spec names, and on no other", () => {
    const withPolicy = Object.fromEntries(
      Object.entries(endpoints).flatMap(([name, endpoint]) => ("read" in endpoint ? [[name, endpoint.read]] : [])),
    );
    expect(withPolicy).toEqual({
      postAddons: READ_POLICIES.addons,
      postLoyaltyInfo: READ_POLICIES.loyalty,
      getLoyaltyBenefits: READ_POLICIES.loyalty,
      getReferralLink: READ_POLICIES.referral,
    });
  });

  it("loyalty: a failed read is not retried", async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 502 }));
    const { result } = renderHook(() => useBff("postLoyaltyInfo", { body: { contactId: "c" } }), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(502));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("referral: a failed read is retried once", async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 502 }));
    const { result } = renderHook(() => useBff("getReferralLink", { params: { email: "anna@example.org" } }), { wrapper });
    await waitFor(() => expect(result.current.error?.status).toBe(502));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(calledUrls()[0]).toBe("/portal/api/voucher/referral_link/anna%40example.org");
  });

  it.each([
    ["loyalty (5 minutes)", "postLoyaltyInfo", { body: { contactId: "c" } }, 4 * 60_000, 1],
    ["add-ons (5 minutes)", "postAddons", { body: { productId: "p", subscriptionId: "s" } }, 4 * 60_000, 1],
    ["a read without a policy (SWR's 2 s)", "getDeal", { params: { id: "deal-1" } }, 3_000, 2],
  ] as const)("%s: a second screen asking within the time shares the first answer", async (_name, name, request, later, reads) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { result, rerender } = renderTwo(name, request as BffRequestOf<typeof name>);
    await waitFor(() => expect(result.current.first.data).toBeDefined());
    await act(async () => void vi.advanceTimersByTime(later));
    rerender({ second: true });
    await waitFor(() => expect(result.current.second.data).toBeDefined());
    await act(async () => void vi.advanceTimersByTime(10));
    expect(fetchMock).toHaveBeenCalledTimes(reads);
  });

  it.each([
    ["loyalty is not read again when the window regains focus", "postLoyaltyInfo", { body: { contactId: "c" } }, 1],
    ["a read without a policy is", "getDeal", { params: { id: "deal-1" } }, 2],
  ] as const)("%s", async (_name, name, request, reads) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Each row pairs an endpoint with a request of its own type.
    const { result } = renderHook(() => useBff(name, request as BffRequestOf<typeof name>), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(async () => void vi.advanceTimersByTime(10 * 60_000)); // past any dedupe and focus throttle
    await act(async () => void window.dispatchEvent(new Event("focus")));
    await act(async () => void vi.advanceTimersByTime(10));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(reads));
  });
});

describe("revalidateBff: a write reads again what it changed", () => {
  // On SWR's default cache, the one the portal reads through (the other tests isolate theirs).
  it("reads the endpoint's requests for the given params again, and only those", async () => {
    renderHook(() => ({
      one: useBff("getPreReturnAppraisal", { params: { id: "deal-1" } }),
      two: useBff("getPreReturnAppraisal", { params: { id: "deal-2" } }),
      deal: useBff("getDeal", { params: { id: "deal-1" } }),
    }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await act(() => revalidateBff("getPreReturnAppraisal", { id: "deal-1" }));
    expect(calledUrls().slice(3)).toEqual(["/portal/api/bff/deals/deal-1/pre-return-appraisal"]);

    await act(() => revalidateBff());
    expect(calledUrls().slice(4).sort()).toEqual([
      "/portal/api/bff/deals/deal-1",
      "/portal/api/bff/deals/deal-1/pre-return-appraisal",
      "/portal/api/bff/deals/deal-2/pre-return-appraisal",
    ]);
  });
});
