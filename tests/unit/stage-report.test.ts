import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const STAGES = fileURLToPath(new URL("../../scripts/test/stages.sh", import.meta.url));

/**
 * Runs a script of stages as `.ci/run` does (strict mode, the report on exit), with a report and
 * logs of its own: under `npm test` the outer run's are in the environment, and empty means unset.
 */
function runStages(body: string) {
  const script = `set -euo pipefail\nsource "${STAGES}"\ntrap stage_report EXIT\n${body}\n`;
  const env = { ...process.env, STAGE_REPORT: "", STAGE_LOGS: "", STAGES_STARTED: "", STAGE_REPORT_PRINTER: "" };
  const { status, stdout } = spawnSync("bash", ["-c", script], { encoding: "utf8", env });
  return { status, stdout };
}

describe("the stage report (scripts/test/stages.sh)", () => {
  it("times each stage, and stops at a failed one with its exit code", () => {
    const { status, stdout } = runStages(`stage first echo one\nstage second bash -c 'echo two; exit 7'\nstage third echo three`);
    expect(status).toBe(7);
    expect(stdout).toMatch(/first\s+\d+\s+passed/);
    expect(stdout).toMatch(/second\s+\d+\s+FAILED \(7\)/);
    expect(stdout).not.toContain("third");
  });

  it("repeats the last lines of each failed stage before the times, so a log kept only in part still shows why", () => {
    const lines = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`).join("\\n");
    const { stdout } = runStages(`together ok echo fine -- broken bash -c 'printf "${lines}\\n"; exit 3'`);
    const report = stdout.slice(stdout.indexOf("── the last lines stage broken printed ──"));
    expect(report).toContain("line 100");
    expect(report).toContain("line 41");
    expect(report).not.toContain("line 40\n");
    expect(report.indexOf("line 100")).toBeLessThan(report.indexOf("── stage times (s) ──"));
    expect(stdout).not.toContain("── the last lines stage ok printed ──");
  });
});
