/**
 * What `npm audit --json` said: a report, or that the advisory service could not
 * be asked. Machines without it (an offline build machine, a registry mirror that answers the
 * bulk advisory endpoint with 405) must not fail the build for that, and must not pass silently
 * either; anything unrecognised is a failure.
 */
export type Severity = "info" | "low" | "moderate" | "high" | "critical";

export interface Finding {
  name: string;
  severity: Severity;
  advisories: string[];
}

export type AuditOutcome =
  | { kind: "report"; blocking: Finding[]; counts: Record<Severity, number> }
  | { kind: "unreachable"; reason: string }
  | { kind: "failed"; reason: string };

const BLOCKING: ReadonlySet<Severity> = new Set(["high", "critical"]);
const NETWORK_CODES = new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ECONNABORTED",
  "ERR_SOCKET_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
]);

interface Vulnerability {
  name?: string;
  severity?: Severity;
  via?: (string | { url?: string; title?: string })[];
}

export function auditOutcome(stdout: string): AuditOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stdout);
  } catch {
    return { kind: "failed", reason: `npm audit printed no JSON: ${stdout.slice(0, 200) || "(nothing)"}` };
  }
  if (!isRecord(parsed)) return { kind: "failed", reason: "npm audit printed no JSON object" };

  const counts = isRecord(parsed.metadata) && isRecord(parsed.metadata.vulnerabilities) ? parsed.metadata.vulnerabilities : null;
  if (counts && isRecord(parsed.vulnerabilities)) {
    const blocking = Object.entries(parsed.vulnerabilities as Record<string, Vulnerability>)
      .filter(([, vulnerability]) => vulnerability.severity !== undefined && BLOCKING.has(vulnerability.severity))
      .map(([name, vulnerability]) => ({
        name,
        severity: vulnerability.severity as Severity,
        advisories: (vulnerability.via ?? []).map((via) => (typeof via === "string" ? `via ${via}` : `${via.title ?? ""} ${via.url ?? ""}`.trim())),
      }));
    const severities: Severity[] = ["info", "low", "moderate", "high", "critical"];
    return {
      kind: "report",
      blocking,
      counts: Object.fromEntries(severities.map((severity) => [severity, Number(counts[severity] ?? 0)])) as Record<Severity, number>,
    };
  }

  const error = isRecord(parsed.error) ? parsed.error : {};
  const code = typeof error.code === "string" ? error.code : "";
  const text = [parsed.message, error.summary, error.detail].filter((part) => typeof part === "string" && part !== "").join(" ");
  if (NETWORK_CODES.has(code)) return { kind: "unreachable", reason: `${code}${text ? `: ${text}` : ""}` };
  // The registry answered, but not with advisories (405 from a mirror, 5xx, 404 on a private registry).
  if (typeof parsed.statusCode === "number")
    return { kind: "unreachable", reason: `the advisory endpoint answered ${parsed.statusCode}${text ? ` (${text})` : ""}` };
  return { kind: "failed", reason: text || JSON.stringify(parsed).slice(0, 300) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
