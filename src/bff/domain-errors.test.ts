import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ConflictError, ValidationError } from "./domain-errors";
import { errorResponse } from "./http/error-response";

const BFF = join(process.cwd(), "src/bff");
/** The domain services: every folder of the BFF but its HTTP layer, auth (a route of its own), the database, the security suite and the tests' helpers. */
const NOT_SERVICES = new Set(["http", "auth", "db", "security", "testing"]);
const SERVICE_DIRS = readdirSync(BFF, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_SERVICES.has(entry.name))
  .map((entry) => entry.name);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const services = SERVICE_DIRS.flatMap((dir) => sourcesOf(join(BFF, dir)));

describe("domain errors (issue 10 item 4: services throw domain errors that do not live in the HTTP layer)", () => {
  it("finds the services", () => {
    expect(services.map((path) => relative(BFF, path))).toEqual(
      expect.arrayContaining(["mileage/mileage-service.ts", "returns/pre-return-appraisal-service.ts", "account/deletion-service.ts"]),
    );
  });

  it.each(services.map((path) => [relative(BFF, path), path]))("%s imports nothing of the HTTP layer", (_name, path) => {
    expect(readFileSync(path, "utf8")).not.toMatch(/from\s+["'](?:\.\.\/)+http\/|from\s+["']@\/bff\/http\//);
  });

  it("are answered by the HTTP layer with their codes: a rule as 422, a conflict as 409", async () => {
    const request = new Request("http://localhost:3000/portal/api/bff/x", { method: "POST" });
    const invalid = errorResponse(
      new ValidationError([{ path: "current_mileage", code: "mileage_above_limit", values: { maximum: 60_000 }, message: "above 60000" }]),
      request,
    );
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      error: "invalid_request",
      reason: "above 60000",
      issues: [{ path: "current_mileage", code: "mileage_above_limit", values: { maximum: 60_000 }, message: "above 60000" }],
    });
    const conflict = errorResponse(
      new ConflictError("account_has_running_subscription", "running", { dealsPreventingAccountDeletion: ["deal-1"] }),
      request,
    );
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({
      error: "conflict",
      code: "account_has_running_subscription",
      reason: "running",
      dealsPreventingAccountDeletion: ["deal-1"],
    });
  });
});

describe("texts live in messages (issue 10 item 7: services return codes, not sentences)", () => {
  // The PDFs of `files/` are documents, localised where they are generated (PDFs).
  const textFree = services.filter((path) => !relative(BFF, path).startsWith("files/"));

  it.each(textFree.map((path) => [relative(BFF, path), path]))("%s has no German text outside comments", (_name, path) => {
    const code = readFileSync(path, "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
      .join("\n");
    const germanLiteral = /["'`][^"'`\n]*(?:[äöüÄÖÜß]|\b(?:Die|Der|Das|die|der|das|und|nicht|ist|liegt|Bitte|bitte|Sie|dein|Ihr)\b)[^"'`\n]*["'`]/;
    expect(code).not.toMatch(germanLiteral);
  });
});
