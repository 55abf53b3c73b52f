import { describe, expect, it } from "vitest";
import { decodeSegment, isPlainSegment, meaningfulSegments } from "./path-segments";

describe("path segments (issue 9 items 5 and 6)", () => {
  it.each([
    ["/de-DE/myaccount/invoices", ["de-DE", "myaccount", "invoices"]],
    ["/de-DE/myaccount%2Finvoices", ["de-DE", "myaccount", "invoices"]],
    ["/de-DE/myaccount%2finvoices", ["de-DE", "myaccount", "invoices"]],
    ["/de-DE/myaccount%5Cinvoices", ["de-DE", "myaccount", "invoices"]],
    ["/de-DE//mycars", ["de-DE", "mycars"]],
    ["/de-DE/%6Dycars", ["de-DE", "mycars"]],
    ["/de-DE/%2F%2Fmycars", ["de-DE", "mycars"]],
    // decoded once: `%252F` is the text "%2F", not a slash
    ["/de-DE/myaccount%252Finvoices", ["de-DE", "myaccount%2Finvoices"]],
    ["/de-DE/%25", ["de-DE", "%"]],
    ["/", []],
  ])("%s means %j", (path, segments) => {
    expect(meaningfulSegments(path)).toEqual(segments);
  });

  it.each(["/de-DE/%E0%A4%A", "/de-DE/%", "/de-DE/%ZZ"])("%s is malformed", (path) => {
    expect(meaningfulSegments(path)).toBeNull();
  });

  it("decodes without throwing", () => {
    expect(decodeSegment("%25")).toBe("%");
    expect(decodeSegment("%")).toBeNull();
  });

  it.each([
    ["mycars", true],
    ["deal-anna-active", true],
    ["%", true],
    ["über", true],
    ["myaccount/invoices", false],
    ["a\\b", false],
    ["a\nb", false],
    ["a\u0000b", false],
    ["\u0085", false],
    [".", false],
    ["..", false],
    ["", false],
  ])("%j is a plain segment: %s", (segment, expected) => {
    expect(isPlainSegment(segment)).toBe(expected);
  });
});
