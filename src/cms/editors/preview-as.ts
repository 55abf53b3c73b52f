/**
 * Preview as a customer: in draft mode an editor picks a customer situation, a
 * demo persona (fixtures/personas.json, seeded) and optionally the day to see the pages on, and
 * every page renders as that persona would see it, with the visibility rules evaluated on that
 * situation. The choice lives in a cookie signed with the preview secret like the preview cookie
 * (a forged or altered one is ignored) and counts only inside a signed draft preview.
 *
 * Web Crypto and no `server-only`: the proxy reads this too.
 */
import { isTextSigned, signText } from "./draft-preview";

export const PREVIEW_AS_COOKIE = "portal-preview-as";

export interface PreviewSituation {
  /** A persona's key in fixtures/personas.json. */
  persona: string;
  /** The day (YYYY-MM-DD, Berlin) the rules are evaluated on; null: today. */
  date: string | null;
}

const PERSONA_KEY = /^[a-z][a-z0-9-]{0,39}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type SituationInput = { ok: true; situation: PreviewSituation | null } | { ok: false; reason: string };

/**
 * The chooser's form: `persona` (empty: preview as nobody again) and `date` (empty: today). The
 * persona must be one of `personaKeys`. Editor-facing, so the reasons are in English.
 */
export function situationOf(form: { persona?: string | null; date?: string | null }, personaKeys: readonly string[]): SituationInput {
  const persona = (form.persona ?? "").trim();
  const date = (form.date ?? "").trim();
  if (!persona) return { ok: true, situation: null };
  if (!personaKeys.includes(persona)) return { ok: false, reason: `There is no persona "${persona}".` };
  if (date && !isDay(date)) return { ok: false, reason: `"${date}" is not a date (YYYY-MM-DD).` };
  return { ok: true, situation: { persona, date: date || null } };
}

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function payload({ persona, date }: PreviewSituation): string {
  return `${persona}~${date ?? ""}`;
}

/** `<persona>~<date or empty>.<HMAC of "portal-preview-as:" + that>`. */
export async function situationToken(secret: string, situation: PreviewSituation): Promise<string> {
  return `${payload(situation)}.${await signText(secret, `portal-preview-as:${payload(situation)}`)}`;
}

/** The signed situation, or null: no secret, no token, a malformed or forged one. */
export async function situationFromToken(token: string | null | undefined, secret: string | null | undefined): Promise<PreviewSituation | null> {
  if (!secret || !token) return null;
  const match = /^([a-z][a-z0-9-]{0,39})~(\d{4}-\d{2}-\d{2})?\.([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[3]) return null;
  const situation = { persona: match[1], date: match[2] ?? null };
  if (!PERSONA_KEY.test(situation.persona) || (situation.date && !isDay(situation.date))) return null;
  return (await isTextSigned(secret, `portal-preview-as:${payload(situation)}`, match[3])) ? situation : null;
}
