import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpoints } from "../../src/api/endpoints";
import { LICENCE_MAX_BYTES, uploadBodyLimit } from "../../src/api/upload-limits";

/** deploy/nginx.conf, the committed reverse proxy of docs/operations.md "Two instances" (run by `npm run test:cluster`). */
const config = readFileSync("deploy/nginx.conf", "utf8");

/** nginx's size syntax: bytes, or k/m suffixes of 1024. */
function nginxBytes(value: string): number {
  const match = /^(\d+)([kKmM]?)$/.exec(value);
  if (!match) throw new Error(`"${value}" is not an nginx size`);
  const unit = { "": 1, k: 1024, m: 1024 * 1024 }[(match[2] ?? "").toLowerCase()] ?? Number.NaN;
  return Number(match[1]) * unit;
}

describe("deploy/nginx.conf", () => {
  it("takes the largest upload the portal accepts, with room but no more than twice it", () => {
    const limit = nginxBytes(/client_max_body_size\s+(\S+);/.exec(config)?.[1] ?? "none");
    const catalogueLargest = Math.max(
      ...Object.values(endpoints).map((endpoint) => ("maxBodyBytes" in endpoint ? Number(endpoint.maxBodyBytes) : 0)),
    );
    const largest = Math.max(catalogueLargest, uploadBodyLimit(LICENCE_MAX_BYTES));
    expect(largest).toBe(10_551_296);
    expect(limit).toBeGreaterThan(largest);
    expect(limit).toBeLessThanOrEqual(2 * largest);
  });

  it("appends the client's address to X-Forwarded-For and spreads requests round robin", () => {
    expect(config).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    const upstream = /upstream portal \{([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(upstream.match(/^\s*server /gm)).toHaveLength(2);
    expect(upstream).not.toMatch(/ip_hash|hash |least_conn|sticky/);
  });

  it("reads a page's headers whole: its policy and Link header can pass 4 KB (nginx's default answered 502)", () => {
    const buffer = nginxBytes(/proxy_buffer_size\s+(\S+);/.exec(config)?.[1] ?? "0");
    expect(buffer).toBeGreaterThanOrEqual(16 * 1024);
  });
});

describe("deploy/nginx.conf's redirects of the spec's API paths outside the base path (deals.md §7)", () => {
  /** `location ~ regex { return 308 target; }` blocks, as JavaScript reads the regex. */
  const redirects = [...config.matchAll(/location ~ (\S+) \{\s*return (\d+) (\S+);\s*\}/g)].map(([, regex, status, target]) => ({
    pattern: new RegExp(regex ?? "$^"),
    status: Number(status),
    target: target ?? "",
  }));
  const redirected = (path: string) => {
    const found = redirects.find(({ pattern }) => pattern.test(path));
    if (!found) return null;
    const groups = found.pattern.exec(path) ?? [];
    return {
      status: found.status,
      location: found.target.replace(/\$(\d)/g, (_, index: string) => groups[Number(index)] ?? "").replace("$is_args$args", ""),
    };
  };

  it.each([
    ["/api/deal/deal-anna-active/mileage-report", "/portal/api/bff/deals/deal-anna-active/mileage-report"],
    ["/api/addons", "/portal/api/addons"],
    ["/api/addons/attach", "/portal/api/addons/attach"],
    ["/api/addons/cancel", "/portal/api/addons/cancel"],
  ])("sends %s on to %s with a 308, as next.config.ts does", (from, to) => {
    expect(redirected(from)).toEqual({ status: 308, location: to });
  });

  it.each(["/api/addons/other", "/api/deal/a/b/mileage-report", "/api/bff/deals"])("leaves %s alone", (path) => {
    expect(redirected(path)).toBeNull();
  });
});
