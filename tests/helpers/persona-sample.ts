import personas from "../../fixtures/personas.json" with { type: "json" };

/**
 * The page walks (persona-blocks, layout-stability,
 * business-wording) load one page per distinct set of blocks that `fixtures/personas.json` says a
 * page shows, instead of every persona's every page. Two deals whose pages show the same blocks
 * for the same audience render the same modules; `persona-sample.test.ts` proves, from the
 * seeded data and the content's visibility rules, that every deal of a group gets the module
 * list of its representative, so the browser's check of the representative holds for the group.
 */
export type Persona = (typeof personas)[number];
export type PersonaDeal = Persona["deals"][number];
export type SampleLocale = "de-DE" | "en-US";

/** The personas who sign in with a password (a social-login persona has none on the embedded defaults). */
export const passwordPersonas: Persona[] = personas.filter((candidate) => !("provider" in candidate));

export interface DealSample {
  persona: Persona;
  deal: PersonaDeal;
  /** Every deal whose page shows the same blocks for the same audience, the representative first. */
  group: string[];
}

export interface ListSample {
  persona: Persona;
  /** Every persona whose list shows the same banners, for the same audience, with or without deals. */
  group: string[];
}

const setKey = (audience: string, blocks: readonly string[]) => `${audience}|${[...blocks].sort().join(",")}`;

/** Groups items by key, keeping the order in which each key first appears. */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

/** One deal page per distinct (audience, block set), the first such deal in the fixtures' order. */
export function sampleDealPages(from: readonly Persona[] = passwordPersonas): DealSample[] {
  const deals = from.flatMap((persona) => persona.deals.map((deal) => ({ persona, deal })));
  return groupBy(deals, ({ persona, deal }) => setKey(persona.audience, deal.blocks)).map((group) => ({
    ...group[0]!,
    group: group.map(({ deal }) => deal.id),
  }));
}

/** One subscription list per distinct (audience, banners, has deals). */
export function sampleListPages(from: readonly Persona[] = passwordPersonas): ListSample[] {
  return groupBy(from, (persona) => `${setKey(persona.audience, persona.listBlocks)}|${persona.deals.length > 0}`).map((group) => ({
    persona: group[0]!,
    group: group.map((persona) => persona.key),
  }));
}

/**
 * The samples walked in the second locale: as few as cover every block (and every banner) at
 * least once, chosen greedily (the sample showing most uncovered blocks first), plus the sample
 * showing none, so that each block is seen present and absent in that locale too.
 */
export function coverOfBlocks<T>(samples: readonly T[], blocksOf: (sample: T) => readonly string[]): T[] {
  const uncovered = new Set(samples.flatMap((sample) => [...blocksOf(sample)]));
  const chosen: T[] = [];
  while (uncovered.size > 0) {
    const gain = (sample: T) => blocksOf(sample).filter((block) => uncovered.has(block)).length;
    const best = samples.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    for (const block of blocksOf(best)) uncovered.delete(block);
  }
  const fewest = samples.reduce((a, b) => (blocksOf(b).length < blocksOf(a).length ? b : a), samples[0]!);
  if (fewest !== undefined && !chosen.includes(fewest)) chosen.push(fewest);
  return chosen;
}

/**
 * Per audience, the fewest samples that show every block of that audience at least once
 * (`coverOfBlocks`). A page's layout and its wording follow the blocks it shows, each block
 * alike wherever it stands: the phone walk and the business wording check each block of each
 * audience on one page, while persona-blocks.spec.ts checks every distinct block set's page for
 * which blocks it shows.
 */
export function coverPerAudience<T extends { persona: Persona }>(samples: readonly T[], blocksOf: (sample: T) => readonly string[]): T[] {
  return [...new Set(samples.map((sample) => sample.persona.audience))].flatMap((audience) =>
    coverOfBlocks(
      samples.filter((sample) => sample.persona.audience === audience),
      blocksOf,
    ),
  );
}

export interface PersonaWalk {
  persona: Persona;
  /** The list (when this persona represents a list group) and the deal pages it represents, per locale. */
  list: SampleLocale[];
  deals: { deal: PersonaDeal; locales: SampleLocale[] }[];
}

/**
 * The sampled pages, by the persona who signs in to see them (one sign-in per persona): every
 * sample in de-DE, the cover of every block in en-US as well.
 */
export function blockWalks(from: readonly Persona[] = passwordPersonas): PersonaWalk[] {
  const dealSamples = sampleDealPages(from);
  const listSamples = sampleListPages(from);
  const englishDeals = new Set(coverOfBlocks(dealSamples, (sample) => sample.deal.blocks));
  const englishLists = new Set(coverOfBlocks(listSamples, (sample) => sample.persona.listBlocks));
  const walks = new Map<string, PersonaWalk>();
  const walkOf = (persona: Persona) => {
    const walk = walks.get(persona.key) ?? { persona, list: [], deals: [] };
    walks.set(persona.key, walk);
    return walk;
  };
  for (const sample of listSamples) walkOf(sample.persona).list = englishLists.has(sample) ? ["de-DE", "en-US"] : ["de-DE"];
  for (const sample of dealSamples) {
    walkOf(sample.persona).deals.push({ deal: sample.deal, locales: englishDeals.has(sample) ? ["de-DE", "en-US"] : ["de-DE"] });
  }
  return [...walks.values()];
}
