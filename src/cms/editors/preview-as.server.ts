import "server-only";
import personas from "@fixtures/personas.json";
import { eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { cache } from "react";
import { getDb } from "@/bff/db/client";
import { user } from "@/bff/db/schema";
import { findSessionCustomer, type SessionCustomer } from "@/bff/auth/session-customer";
import { dayjs, now, TIME_ZONE, type Dayjs } from "@/lib/clock";
import { previewSecret } from "@/lib/env";
import { isDraftPreview } from "./draft-preview.server";
import { PREVIEW_AS_COOKIE, situationFromToken, type PreviewSituation } from "./preview-as";

/** Only the demo personas' own addresses: whatever else the database holds is never previewed. */
const DEMO_DOMAIN = "@demo.portal";

export interface PreviewPersona {
  key: string;
  name: string;
  audience: string;
  deals: { id: string; label: string }[];
}

export const PREVIEW_PERSONAS: PreviewPersona[] = personas
  .filter((persona) => persona.email.endsWith(DEMO_DOMAIN))
  .map(({ key, name, audience, deals }) => ({ key, name, audience, deals: deals.map(({ id, label }) => ({ id, label })) }));

export const PREVIEW_PERSONA_KEYS = PREVIEW_PERSONAS.map((persona) => persona.key);

export interface PreviewAs {
  situation: PreviewSituation;
  persona: PreviewPersona;
  /** The persona's seeded customer record, read by the persona's address: never from a session. */
  customer: SessionCustomer;
  now: Dayjs;
}

/**
 * The customer situation this draft preview renders as, or null: outside a signed draft preview,
 * without the signed choice, or when the persona is not seeded here. Nothing about it is written.
 */
export const getPreviewAs = cache(async (): Promise<PreviewAs | null> => {
  if (!(await isDraftPreview())) return null;
  const situation = await situationFromToken((await cookies()).get(PREVIEW_AS_COOKIE)?.value, previewSecret());
  const persona = PREVIEW_PERSONAS.find((candidate) => candidate.key === situation?.persona);
  if (!situation || !persona) return null;
  const customer = await seededCustomerOf(persona);
  if (!customer) return null;
  return { situation, persona, customer, now: situationNow(situation) };
});

/** A persona's seeded customer record, read by the persona's address; null when it is not seeded here. */
export const seededCustomerOf = cache(async (persona: PreviewPersona): Promise<SessionCustomer | null> => {
  const email = personas.find((candidate) => candidate.key === persona.key)?.email;
  if (!email) return null;
  const db = await getDb();
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row ? findSessionCustomer(db, row.id) : null;
});

/** The chosen day at the current time of day, in Berlin; today when none was chosen. */
function situationNow(situation: PreviewSituation): Dayjs {
  const current = now();
  if (!situation.date) return current;
  return dayjs.tz(`${situation.date}T${current.format("HH:mm:ss")}`, TIME_ZONE);
}
