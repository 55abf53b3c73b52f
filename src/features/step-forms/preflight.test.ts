import { describe, expect, it } from "vitest";
import type { StepFormFields } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import { preflightRequest, preflightTarget } from "./preflight";

const form = (preflight: StepFormFields["preflight"]) => ({ preflight }) as StepFormFields;
const deal = (car_id: string | null) => ({ id: "deal-anna-active", car_id }) as Deal;

describe("step-form preflights (deals.md §5, §7 schedule service)", () => {
  it("asks where the car's service request goes, with the deal", () => {
    expect(preflightRequest(form("schedule-service"), deal("car-anna-id3"))).toEqual({
      url: "/portal/api/bff/deals/schedule-service/car-anna-id3?dealId=deal-anna-active",
    });
  });

  it("fails at once for a car without car_id (§5: the error modal opens), and is absent when content names none", () => {
    expect(preflightRequest(form("schedule-service"), deal(null))).toEqual({ url: null });
    expect(preflightRequest(form("schedule-service"), null)).toEqual({ url: null });
    expect(preflightRequest(form(null), deal("car-anna-id3"))).toBeNull();
  });

  it.each([
    [{ url: "/portal/api/bff/deals/deal-anna-active/service-requests" }, "POST", "/portal/api/bff/deals/deal-anna-active/service-requests"],
    [{ url: "/portal/api/bff/deals/deal-anna-active/service-requests" }, "PUT", null],
    [{ url: "https://evil.example/collect" }, "POST", null],
    [{ url: "/portal/api/bff/deals/x/../../auth/sign-out" }, "POST", null],
    [{ url: 42 }, "POST", null],
    [null, "POST", null],
    ["/portal/api/bff/deals/deal-anna-active/service-requests", "POST", null],
  ] as const)("takes only an allowed form endpoint as the answer: %j with %s", (answer, method, expected) => {
    expect(preflightTarget(answer, method)).toBe(expected);
  });
});
