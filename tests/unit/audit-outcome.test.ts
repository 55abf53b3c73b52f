import { describe, expect, it } from "vitest";
import { auditOutcome } from "../../scripts/audit/audit-outcome";

const counts = (high: number, critical: number) => ({ info: 0, low: 1, moderate: 2, high, critical, total: 3 + high + critical });

function report(vulnerabilities: Record<string, unknown>, high: number, critical: number): string {
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: counts(high, critical), dependencies: { prod: 300 } },
  });
}

describe("npm audit outcome (issue 9 item 11)", () => {
  it("passes a report without high or critical findings", () => {
    const outcome = auditOutcome(
      report({ dayjs: { name: "dayjs", severity: "moderate", via: [{ title: "x", url: "https://github.com/advisories/GHSA-aaaa" }] } }, 0, 0),
    );
    expect(outcome).toEqual({ kind: "report", blocking: [], counts: { info: 0, low: 1, moderate: 2, high: 0, critical: 0 } });
  });

  it("names every high and critical finding with its advisories", () => {
    const outcome = auditOutcome(
      report(
        {
          next: {
            name: "next",
            severity: "critical",
            via: [{ title: "Authorization bypass in middleware", url: "https://github.com/advisories/GHSA-f82v-jwr5-mffw" }],
          },
          "next-intl": { name: "next-intl", severity: "high", via: ["next"] },
          yup: { name: "yup", severity: "low", via: [] },
        },
        1,
        1,
      ),
    );
    expect(outcome).toEqual({
      kind: "report",
      counts: { info: 0, low: 1, moderate: 2, high: 1, critical: 1 },
      blocking: [
        { name: "next", severity: "critical", advisories: ["Authorization bypass in middleware https://github.com/advisories/GHSA-f82v-jwr5-mffw"] },
        { name: "next-intl", severity: "high", advisories: ["via next"] },
      ],
    });
  });

  it.each([
    // What this machine's registry answers: the bulk advisory endpoint is not there.
    [
      {
        message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
        statusCode: 405,
        error: { summary: "", detail: "" },
      },
      /answered 405/,
    ],
    [
      {
        error: {
          code: "ENOTFOUND",
          summary: "request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org",
          detail: "",
        },
      },
      /^ENOTFOUND: request to/,
    ],
    [{ error: { code: "ECONNREFUSED", summary: "connect ECONNREFUSED 127.0.0.1:4873", detail: "" } }, /^ECONNREFUSED/],
    [{ error: { code: "ETIMEDOUT", summary: "", detail: "" } }, /^ETIMEDOUT$/],
    [{ message: "503 Service Unavailable", statusCode: 503, error: { summary: "", detail: "" } }, /answered 503/],
  ])("reports an unreachable advisory service as such: %j", (output, reason) => {
    const outcome = auditOutcome(JSON.stringify(output));
    expect(outcome.kind).toBe("unreachable");
    expect(outcome.kind === "unreachable" && outcome.reason).toMatch(reason);
  });

  it.each([
    ["", /no JSON/],
    ["npm ERR! something", /no JSON/],
    ["[]", /no JSON object/],
    [
      JSON.stringify({ error: { code: "ENOLOCK", summary: "This command requires an existing lockfile.", detail: "" } }),
      /requires an existing lockfile/,
    ],
  ])("fails on anything else: %j", (output, reason) => {
    const outcome = auditOutcome(output);
    expect(outcome.kind).toBe("failed");
    expect(outcome.kind === "failed" && outcome.reason).toMatch(reason);
  });
});
