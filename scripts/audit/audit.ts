/**
 * `npm run audit`: the runtime dependencies against the registry's advisories,
 * failing on high and critical. Where the advisory service cannot be asked it says so plainly and
 * exits 0, or 2 with AUDIT_REQUIRED=1; anything else it cannot read fails.
 */
import { spawnSync } from "node:child_process";
import { auditOutcome } from "./audit-outcome";

const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { encoding: "utf8", timeout: 120_000 });
const outcome = result.error ? { kind: "unreachable" as const, reason: result.error.message } : auditOutcome(result.stdout);

switch (outcome.kind) {
  case "report": {
    const { counts, blocking } = outcome;
    console.log(
      `npm audit (runtime dependencies): ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
    );
    for (const finding of blocking) console.log(`  ${finding.severity.padEnd(8)} ${finding.name}: ${finding.advisories.join("; ")}`);
    process.exit(blocking.length > 0 ? 1 : 0);
    break;
  }
  case "unreachable":
    console.warn(`npm audit SKIPPED: the advisory service cannot be reached from here (${outcome.reason}).`);
    console.warn("Run `npm run audit` where the npm registry's advisory endpoint answers.");
    process.exit(process.env.AUDIT_REQUIRED === "1" ? 2 : 0);
    break;
  case "failed":
    console.error(`npm audit failed: ${outcome.reason}`);
    if (result.stderr) console.error(result.stderr.trim());
    process.exit(1);
}
