import { describe, expect, it } from "vitest";
import { prolongationSuccessQuery, readProlongationSuccess } from "./prolongation-success";

describe("the business success page's query (deals.md §2: endDate, price, kmPackage, term)", () => {
  it("carries the four values there and back", () => {
    const success = { endDate: "2027-08-15", price: 540, kmPackage: 2000, term: 12 };
    const query = prolongationSuccessQuery(success);
    expect(query).toBe("endDate=2027-08-15&price=540&kmPackage=2000&term=12");
    expect(readProlongationSuccess(Object.fromEntries(new URLSearchParams(query)))).toEqual(success);
  });

  it.each([
    [{}],
    [{ endDate: "15.08.2027", price: "540", kmPackage: "2000", term: "12" }],
    [{ endDate: "2027-08-15", price: "540.123", kmPackage: "2000", term: "12" }],
    [{ endDate: "2027-08-15", price: "540", kmPackage: "-1", term: "12" }],
    [{ endDate: "2027-08-15", price: "540", kmPackage: "2000" }],
  ])("reads nothing from %o", (query) => {
    expect(readProlongationSuccess(query)).toBeNull();
  });
});
