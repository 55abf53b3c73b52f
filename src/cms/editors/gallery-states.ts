/**
 * What the module gallery shows of an entry: once per distinct state, each
 * labelled with the entry, the rules it shows by and the demo persona whose situation reaches it.
 * Pure: the situations (a persona's seeded deal) and whether one reaches an entry come from
 * `gallery-situations.server.ts`. Editor-facing, so the words are English like Contentful's app.
 */
import { isAccountPath } from "@/lib/paths";
import type { FormStep, StepFormFields } from "../types";

export type GalleryAudience = "b2c" | "b2b";

export interface SituationPersona {
  key: string;
  name: string;
  audience: string;
}

/** A customer situation the gallery renders an entry in: a persona, with one of their deals or none. */
export interface SituationLike {
  persona: SituationPersona;
  deal: { id: string; label: string } | null;
}

export interface Reached<S extends SituationLike> {
  audience: GalleryAudience;
  situation: S;
  /**
   * No persona of this audience reaches the state: another audience's situation, shown in this
   * audience's wording (a banner with a business "Sie" text that no business persona meets today).
   */
  borrowed: boolean;
}

/**
 * The audiences an entry is shown for: private customers, and business customers too when they
 * read other words (a business variant, a banner's business texts). Otherwise both see the same.
 */
export function galleryAudiences(hasBusinessWording: boolean): GalleryAudience[] | "either" {
  return hasBusinessWording ? ["b2c", "b2b"] : "either";
}

/**
 * For each audience, the first situation that reaches the state: one of that audience's personas,
 * else one of the other's (`borrowed`); missing when no persona reaches it. "either": the first
 * situation of any persona, seen as that persona's audience sees it. `reaches` is asked at most
 * once per situation, in order.
 */
export async function reachingSituations<S extends SituationLike>(
  situations: readonly S[],
  audiences: readonly GalleryAudience[] | "either",
  reaches: (situation: S) => boolean | Promise<boolean>,
): Promise<Reached<S>[]> {
  const answers = new Map<S, boolean>();
  const ask = async (situation: S) => {
    if (!answers.has(situation)) answers.set(situation, await reaches(situation));
    return answers.get(situation) ?? false;
  };
  const firstOf = async (candidates: readonly S[]) => {
    for (const candidate of candidates) if (await ask(candidate)) return candidate;
    return null;
  };
  if (audiences === "either") {
    const situation = await firstOf(situations);
    return situation ? [{ audience: audienceOf(situation), situation, borrowed: false }] : [];
  }
  const reached: Reached<S>[] = [];
  for (const audience of audiences) {
    const own = await firstOf(situations.filter((situation) => situation.persona.audience === audience));
    const other = own ? null : await firstOf(situations.filter((situation) => situation.persona.audience !== audience));
    const situation = own ?? other;
    if (situation) reached.push({ audience, situation, borrowed: own === null });
  }
  return reached;
}

function audienceOf(situation: SituationLike): GalleryAudience {
  return situation.persona.audience === "b2b" ? "b2b" : "b2c";
}

export interface ExampleLabel {
  entryId: string;
  rules: readonly string[];
  /** "everyone": private and business customers read the same. */
  audience: GalleryAudience | "everyone";
  reached?: {
    persona: SituationPersona;
    deal: SituationLike["deal"];
    borrowed: boolean;
    /** The deal is shown one step on, changed in memory (`gallery-what-if.ts`): "once it renewed itself". */
    whatIf?: string;
  } | null;
}

const AUDIENCE_WORDS: Record<GalleryAudience | "everyone", string> = {
  b2c: "private customers (du)",
  b2b: "business customers (Sie)",
  everyone: "private and business customers alike",
};

/** The example's caption: entry, rules, persona, audience. */
export function exampleLabel({ entryId, rules, audience, reached }: ExampleLabel): string {
  const parts = [`Entry ${entryId}`, rules.length > 0 ? `rules: ${rules.join(", ")}` : "no rules: shown to everyone"];
  const seenAs = `as ${AUDIENCE_WORDS[audience]} see it`;
  if (reached === null) parts.push("no demo persona reaches this state today");
  else if (!reached) parts.push(seenAs);
  else {
    const { persona, borrowed, whatIf } = reached;
    const deal = reached.deal ? ` with ${reached.deal.id} (${reached.deal.label})` : "";
    const nobodyOfAudience = `no ${audience === "b2b" ? "business" : "private"} persona reaches it`;
    if (whatIf) parts.push(`no demo persona is in this state yet: ${persona.name}${deal} as it would be ${whatIf}, ${seenAs}`);
    else if (borrowed) parts.push(`${seenAs}, on ${persona.name}'s situation${deal}: ${nobodyOfAudience}`);
    else parts.push(`reached by ${persona.name}${deal}, ${seenAs}`);
  }
  return parts.join(" · ");
}

export interface StepOutline {
  /** "Step 2 of 4". */
  position: string;
  title: string;
  fields: string[];
  /** When the step is asked at all, in words; null: always. */
  askedWhen: string | null;
}

/** A step form's steps in order, as the customer meets them, with when each is asked. */
export function stepOutline(form: Pick<StepFormFields, "steps">): StepOutline[] {
  return form.steps.map((step, index) => ({
    position: `Step ${index + 1} of ${form.steps.length}`,
    title: step.title,
    fields: step.fields.map((field) => `${field.label || field.name} (${field.kind})`),
    askedWhen: askedWhen(step),
  }));
}

function askedWhen(step: FormStep): string | null {
  const conditions = [
    ...(step.visibility.length > 0 ? [`the rules ${step.visibility.join(", ")} hold`] : []),
    ...(step.condition ? ["an earlier answer asks for it"] : []),
  ];
  return conditions.length > 0 ? `Asked only when ${conditions.join(" and ")}.` : null;
}

/** The form's states after the last step: what the customer reads when it was sent, and when sending failed. */
export function stepFormEndStates(
  form: Pick<StepFormFields, "successTitle" | "successText" | "successToast" | "errorMessage" | "errorTitle" | "errorAction">,
): {
  name: "sent" | "failed";
  text: string;
}[] {
  const sent = [form.successTitle, form.successText, form.successToast].filter((text): text is string => Boolean(text));
  const failed = [form.errorTitle, form.errorMessage].filter((text): text is string => Boolean(text));
  return [
    { name: "sent", text: sent.length > 0 ? sent.join(" — ") : "(no message of its own: the page's result)" },
    { name: "failed", text: `${failed.length > 0 ? failed.join(" — ") : "(the portal's general error text)"} [${form.errorAction}]` },
  ];
}

/**
 * Whom a code-owned feature, a modal or the loyalty programme is rendered for in the gallery, by
 * the pages it is placed on: a customer with a deal on a deal page, a signed-in customer on the
 * other account pages, a visitor elsewhere (and, where the block reads the customer when there is
 * one, a signed-in customer too). An entry on no page is shown as on an account page.
 */
export type GalleryViewer = "deal" | "account" | "visitor";

export function galleryViewers(pageSlugs: readonly string[], readsCustomerOnPublicPage: boolean): GalleryViewer[] {
  if (pageSlugs.length === 0) return ["account"];
  if (pageSlugs.some((slug) => slug.split("/").includes("[dealId]"))) return ["deal"];
  if (pageSlugs.some((slug) => isAccountPath(slug.split("/")))) return ["account"];
  return readsCustomerOnPublicPage ? ["visitor", "account"] : ["visitor"];
}

/** One example of a code-owned block as the gallery frames it: the entry, for whom, in which situation. */
export interface GalleryExampleRequest {
  entryId: string;
  audience: GalleryAudience;
  /** A demo persona's key, or "visitor". */
  as: string;
  deal: string | null;
}

const ENTRY_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The page that renders one example on its own, for the gallery's frame. */
export function galleryExamplePath(locale: string, { entryId, audience, as, deal }: GalleryExampleRequest): string {
  const query = new URLSearchParams({ entry: entryId, audience, as, ...(deal ? { deal } : {}) });
  return `/${locale}/module-gallery/example?${query}`;
}

/** The example a frame's query asks for; null for anything else. */
export function parseGalleryExampleRequest(query: Record<string, string | undefined>): GalleryExampleRequest | null {
  const { entry, audience, as, deal } = query;
  if (!entry || !ENTRY_ID.test(entry) || !as || !ENTRY_ID.test(as) || (deal !== undefined && !ENTRY_ID.test(deal))) return null;
  if (audience !== "b2c" && audience !== "b2b") return null;
  return { entryId: entry, audience, as, deal: deal ?? null };
}
