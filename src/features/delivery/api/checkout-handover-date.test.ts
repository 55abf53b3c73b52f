import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fetchCheckoutHandoverDate } from "./checkout-handover-date";

/** A checkout stand-in: answers by deal id, and records the cookie it was asked with. */
let server: Server;
let origin: string;
const cookies: (string | undefined)[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    cookies.push(request.headers.cookie);
    const answers: Record<string, [number, string]> = {
      "/api/checkout/deal/deal-ok/handoverDate": [200, JSON.stringify({ handoverDateString: "2027-01-15" })],
      "/api/checkout/deal/deal-broken/handoverDate": [500, "{}"],
      "/api/checkout/deal/deal-no-date/handoverDate": [200, JSON.stringify({ handoverDateString: "soon" })],
    };
    const [status, body] = answers[request.url ?? ""] ?? [404, "{}"];
    if (request.url?.includes("deal-slow")) return; // never answers
    response.writeHead(status, { "content-type": "application/json" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("the checkout's handover date (deals.md §7: failure only logs a warning)", () => {
  it("answers the checkout's date, asked with the customer's cookies", async () => {
    expect(await fetchCheckoutHandoverDate("deal-ok", { origin, cookie: "session=abc" })).toBe("2027-01-15");
    expect(cookies.at(-1)).toBe("session=abc");
  });

  it.each([
    ["an error status", "deal-broken", "answered 500"],
    ["an unknown deal", "deal-missing", "answered 404"],
    ["an answer without a date", "deal-no-date", "answered no date"],
    ["no answer in time", "deal-slow", "timeout"],
  ])(
    "%s: null and a warning",
    async (_case, dealId, reason) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
      expect(await fetchCheckoutHandoverDate(dealId, { origin, cookie: null })).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`${dealId}.*${reason}`, "i")));
      warn.mockRestore();
    },
    10_000,
  );
});
