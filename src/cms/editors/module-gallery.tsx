import "server-only";
import type { ReactNode } from "react";
import { routing } from "@/i18n/routing";
import type { Locale } from "@/i18n/locales";
import type { PageContext } from "@/kernel/page-context";
import { now } from "@/lib/clock";
import { BASE_PATH } from "@/lib/paths";
import { FeatureLoadError } from "../module-error-boundary.client";
import { galleryLabelOf, registry } from "../registry";
import { ModuleArea, RenderModules, UnsupportedPlaceholder } from "../render-modules";
import type { RawEntry } from "../schema/validate-entry";
import { resolvePageEntry } from "../source/resolve-page-entry";
import type { ModuleEntry, ModuleEntryOf, PageModule } from "../types";
import { contentfulEntryUrl } from "./edit-link";
import { loadGallerySpace } from "./content-check-space.server";
import { examplesOf, galleryLookup, galleryPage, pagesOfEntries } from "./gallery-examples";
import * as styles from "./editable.css";
import {
  exampleLabel,
  galleryAudiences,
  galleryExamplePath,
  galleryViewers,
  reachingSituations,
  stepFormEndStates,
  stepOutline,
  type GalleryAudience,
  type GalleryExampleRequest,
  type Reached,
} from "./gallery-states";
import { gallerySituations, situationReaches, situationsFor, situationsShowing, VISITOR, type GallerySituation } from "./gallery-situations.server";
import { isFramedBlock, withoutRules } from "./gallery-example";
import { GalleryFrame } from "./gallery-frame.client";

/**
 * The module gallery: every registered module once per distinct state,
 * so editors see what each customer will see. An entry that shows by rules (a deal banner, a step
 * form for active deals) is rendered in the situation of the first demo persona it shows for, the
 * way preview as a customer renders it: read-only, seeded demo data only. Each example is captioned
 * with its entry, its rules and that persona, for private customers and, where they read other
 * words ("Sie"), for business customers. Editor-only, so its chrome is in English.
 */
export async function ModuleGallery({ locale }: { locale: Locale }) {
  const byId = galleryLookup(await loadGallerySpace(), locale);
  const context: PageContext = {
    locale,
    path: `/${locale}/module-gallery`,
    params: {},
    query: {},
    customer: null,
    deal: null,
    preview: true,
    editor: false,
    now: now(),
    audience: "b2c",
    role: null,
  };
  const situations = await gallerySituations(locale);
  const pages = pagesOfEntries(byId);
  const sections = await Promise.all(
    registry.map(async (definition) => {
      const type = definition.contentType;
      const examples = examplesOf(type, byId);
      const shown = await Promise.all(examples.map((example) => galleryExamples(example, context, situations, pages.get(example.id) ?? [])));
      return (
        <section key={type} aria-labelledby={`gallery-${type}`} data-gallery-type={type}>
          <h2 id={`gallery-${type}`}>{type}</h2>
          {examples.length === 0 ? <p>No example of this module in the fixtures yet.</p> : <div className={styles.examples}>{shown}</div>}
        </section>
      );
    }),
  );

  return (
    <article>
      <h1>Module gallery</h1>
      <p>
        Every module once per state it shows in. Modules that show by rules are shown as the first demo persona they show for sees them, captioned
        with the entry, the rules and that persona. Code-owned features, modals and the loyalty programme are shown on their page&apos;s situation: a
        visitor&apos;s on public pages, a private and a business persona&apos;s on account and deal pages (read-only: nothing you press here is
        saved). Hover over an example, or reach it with the Tab key, for its edit link.
      </p>
      <nav aria-label="Locales">
        {routing.locales.map((other) => (
          <a
            key={other}
            href={`${BASE_PATH}/${other}/module-gallery`}
            aria-current={other === locale ? "page" : undefined}
            style={{ marginRight: 12 }}
          >
            {other}
          </a>
        ))}
      </nav>
      {sections}
      <EmptyAndErrorStates byId={byId} context={context} situations={situations} />
    </article>
  );
}

/** One figure per state of the entry: per audience that reads its own words, in the situation that reaches it. */
async function galleryExamples(example: PageModule, context: PageContext, situations: GallerySituation[], pageSlugs: string[]): Promise<ReactNode> {
  if (example.type !== "unsupported" && isFramedBlock(example)) return framedExamples(example, context, situations, pageSlugs);
  if (example.type === "unsupported")
    return (
      <Example key={example.id} entryId={example.id} label={exampleLabel({ entryId: example.id, rules: example.visibility, audience: "everyone" })}>
        <UnsupportedPlaceholder entry={example} locale={context.locale} />
      </Example>
    );
  const wording = hasBusinessWording(example);
  const audiences = galleryAudiences(wording);
  const needsSituation = example.visibility.length > 0 || example.type === "dealBanner";
  const reached: (Reached<GallerySituation> | { audience: GalleryAudience; situation: null; borrowed: false })[] = needsSituation
    ? await reachingSituations(await situationsFor(example, situations), audiences, (situation) => situationReaches(example, situation))
    : (audiences === "either" ? (["b2c"] as const) : audiences).map((audience) => ({ audience, situation: null, borrowed: false }));
  if (reached.length === 0)
    return (
      <Example
        key={example.id}
        entryId={example.id}
        label={exampleLabel({ entryId: example.id, rules: example.visibility, audience: wording ? "b2c" : "everyone", reached: null })}
      >
        <p>{describe(example)}</p>
      </Example>
    );
  return reached.map(({ audience, situation, borrowed }) => {
    const entry = audience === "b2b" && example.businessVariant ? example.businessVariant : example;
    const label = exampleLabel({
      entryId: entry.id,
      rules: entry.visibility,
      audience: wording ? audience : "everyone",
      reached: situation && { persona: situation.persona, deal: situation.deal, borrowed, whatIf: situation.whatIf },
    });
    const rendering: PageContext = situation ? { ...situation.context, audience } : { ...context, audience };
    return (
      <Example key={`${entry.id}-${audience}`} entryId={entry.id} label={label} audience={audience}>
        {renderExample(example, rendering)}
      </Example>
    );
  });
}

/**
 * A code-owned feature, a modal or the loyalty programme as customers meet it on its page: for a
 * visitor on a public page; for a private and a business persona whose situation shows it on an
 * account or deal page. Each in a frame of its own (`gallery-example.tsx`): such a block runs its
 * page's scripts. Read-only like preview as a customer: the gallery holds no customer's session, so
 * whatever it would send is refused, and nothing is written.
 */
async function framedExamples(example: ModuleEntry, context: PageContext, situations: GallerySituation[], pageSlugs: string[]) {
  const figures: ReactNode[] = [];
  const framed = (request: GalleryExampleRequest, shownEntryId: string, label: string) => (
    <Example key={`${example.id}-${request.as}-${request.audience}`} entryId={shownEntryId} label={label} audience={request.audience}>
      <GalleryFrame src={`${BASE_PATH}${galleryExamplePath(context.locale, request)}`} title={label} />
    </Example>
  );
  for (const viewer of galleryViewers(pageSlugs, example.type === "loyaltyProgramme")) {
    if (viewer === "visitor") {
      const reached = { persona: VISITOR, deal: null, borrowed: false };
      const label = exampleLabel({ entryId: example.id, rules: example.visibility, audience: "everyone", reached });
      figures.push(framed({ entryId: example.id, audience: "b2c", as: VISITOR.key, deal: null }, example.id, label));
      continue;
    }
    const reached = await situationsShowing(example, viewer, situations);
    if (reached.length === 0)
      figures.push(
        <Example
          key={`${example.id}-${viewer}`}
          entryId={example.id}
          label={exampleLabel({ entryId: example.id, rules: example.visibility, audience: "b2c", reached: null })}
        >
          <p>{describe(example)}</p>
        </Example>,
      );
    for (const { audience, situation } of reached) {
      const entry = audience === "b2b" && example.businessVariant ? example.businessVariant : example;
      const label = exampleLabel({
        entryId: entry.id,
        rules: entry.visibility,
        audience,
        reached: { persona: situation.persona, deal: situation.deal, borrowed: false },
      });
      figures.push(framed({ entryId: example.id, audience, as: situation.persona.key, deal: situation.deal?.id ?? null }, entry.id, label));
    }
  }
  return figures;
}

function renderExample(example: ModuleEntry, context: PageContext): ReactNode {
  if (example.type === "steps") return <StepsOutline entry={context.audience === "b2b" ? (example.businessVariant ?? example) : example} />;
  // Its rules were checked as its situation was chosen; lifted here, so that business wording shown on
  // a private customer's situation (or the other way round) still renders.
  return (
    <ModuleArea loadingLabel="Loading …">
      <RenderModules modules={[withoutRules(example)]} context={context} />
    </ModuleArea>
  );
}

/** A step form's steps in order and its two end states; the form itself writes, so the gallery names them. */
function StepsOutline({ entry }: { entry: ModuleEntryOf<"steps"> }) {
  return (
    <div>
      {entry.fields.title ? <h3>{entry.fields.title}</h3> : null}
      <ol>
        {stepOutline(entry.fields).map((step) => (
          <li key={step.position} data-gallery-step="">
            <strong>
              {step.position}: {step.title}
            </strong>
            {step.fields.length > 0 ? <> — {step.fields.join(", ")}</> : null}
            {step.askedWhen ? <em> {step.askedWhen}</em> : null}
          </li>
        ))}
      </ol>
      <p>Button: {entry.fields.submit.text}</p>
      <ul>
        {stepFormEndStates(entry.fields).map((state) => (
          <li key={state.name}>
            {state.name === "sent" ? "Sent" : "Sending failed"}: {state.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What no entry shows on its own: a code-owned feature whose data did not load, an entry the
 * portal cannot read, a list with nothing in it, a rule-driven module on a page without a deal.
 */
async function EmptyAndErrorStates({
  byId,
  context,
  situations,
}: {
  byId: Map<string, RawEntry>;
  context: PageContext;
  situations: GallerySituation[];
}) {
  const unreadable = resolvePageEntry(
    galleryPage("unreadable", ["gallery-unreadable-textblock"]),
    new Map([
      ...byId,
      ["gallery-unreadable-textblock", { sys: { id: "gallery-unreadable-textblock", contentType: { sys: { id: "textblock" } } }, fields: {} }],
    ]),
    registry,
  ).page.modules[0];
  const list = examplesOf("featureModule", byId).find((example) => example.type === "featureModule" && example.fields.key === "subscription-list");
  const withoutCars = situations.find(
    (situation) => situation.deal === null && situation.persona.deals.length === 0 && situation.persona.audience === "b2c",
  );
  return (
    <section aria-labelledby="gallery-states" data-gallery-type="states">
      <h2 id="gallery-states">Empty and error states</h2>
      <div className={styles.examples}>
        <Example entryId={null} label="Error: a code-owned feature whose data did not load (customers get a retry)">
          <FeatureLoadError />
        </Example>
        {unreadable?.type === "unsupported" ? (
          <Example entryId={null} label="Error: an entry the portal cannot read (only editors see this note; customers see nothing)">
            <UnsupportedPlaceholder entry={unreadable} locale={context.locale} />
          </Example>
        ) : null}
        {list && list.type !== "unsupported" && withoutCars ? (
          <Example
            entryId={list.id}
            label={exampleLabel({
              entryId: list.id,
              rules: list.visibility,
              audience: "b2c",
              reached: { persona: withoutCars.persona, deal: null, borrowed: false },
            })}
          >
            <p>Empty: the subscription list of a customer without cars.</p>
            <ModuleArea loadingLabel="Loading …">
              <RenderModules modules={[withoutRules(list)]} context={withoutCars.context} />
            </ModuleArea>
          </Example>
        ) : null}
        <Example entryId={null} label="Empty: a module that shows by rules, on a page without a deal (the list, the home page)">
          <p>It shows nothing: the rules are about a deal, and there is none.</p>
        </Example>
      </div>
    </section>
  );
}

/** One example, separated and captioned; its edit link shows on hover or keyboard focus. */
function Example({ entryId, label, audience, children }: { entryId: string | null; label: string; audience?: GalleryAudience; children: ReactNode }) {
  const editUrl = entryId ? contentfulEntryUrl(entryId) : null;
  return (
    <figure className={styles.example} data-contentful-entry-id={entryId ?? undefined} data-gallery-audience={audience}>
      <figcaption className={styles.caption}>{label}</figcaption>
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={styles.editLink} data-edit-link="">
          Edit {entryId} in Contentful
        </a>
      ) : null}
      {children}
    </figure>
  );
}

function hasBusinessWording(entry: ModuleEntry): boolean {
  if (entry.businessVariant) return true;
  return entry.type === "dealBanner" && (entry.fields.businessTexts !== null || entry.fields.businessDelayModal !== null);
}

function describe(entry: ModuleEntry): string {
  const name = galleryLabelOf(entry);
  return name === null ? entry.type : `${entry.type} “${name}”: it shows on its page, for a signed-in customer.`;
}
