import "server-only";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { PageContext } from "@/kernel/page-context";
import { ModuleArea, RenderModules } from "../render-modules";
import type { ModuleEntry, ModuleType } from "../types";
import { loadGallerySpace } from "./content-check-space.server";
import { examplesOf, galleryLookup, pagesOfEntries } from "./gallery-examples";
import { ReportFrameHeight } from "./gallery-frame.client";
import { gallerySituations, VISITOR, visitorSituation, type GallerySituation } from "./gallery-situations.server";
import type { GalleryExampleRequest } from "./gallery-states";
import * as styles from "./editable.css";

/** The blocks the gallery frames: they read a customer's data and run their page's scripts. */
export const FRAMED_TYPES = ["featureModule", "modal", "loyaltyProgramme"] as const satisfies readonly ModuleType[];

export function isFramedBlock(entry: { type: string }): boolean {
  return (FRAMED_TYPES as readonly string[]).includes(entry.type);
}

/**
 * One framed example (`/module-gallery/example`): the entry, rendered for the audience in the
 * situation asked for (a demo persona's, with one of their deals or none, or a visitor's), read-only
 * like preview as a customer. Null when the query names no such entry or situation.
 */
export async function GalleryExample({ locale, request }: { locale: Locale; request: GalleryExampleRequest }): Promise<ReactNode> {
  const byId = galleryLookup(await loadGallerySpace(), locale);
  const type = byId.get(request.entryId)?.sys.contentType.sys.id;
  if (!type || !(FRAMED_TYPES as readonly string[]).includes(type)) return null;
  const example = examplesOf(type as ModuleType, byId).find((candidate) => candidate.id === request.entryId);
  if (!example || example.type === "unsupported") return null;
  const situation = await situationOf(locale, request, pagesOfEntries(byId).get(example.id) ?? []);
  if (!situation) return null;
  const entry = request.audience === "b2b" && example.businessVariant ? example.businessVariant : example;
  return (
    <div data-gallery-frame="">
      {renderFramedBlock(entry, { ...situation.context, audience: request.audience })}
      <ReportFrameHeight target="[data-gallery-frame]" />
    </div>
  );
}

async function situationOf(locale: Locale, { as, deal }: GalleryExampleRequest, pageSlugs: string[]): Promise<GallerySituation | null> {
  if (as === VISITOR.key) return visitorSituation(locale, pageSlugs[0] ?? "");
  const situations = await gallerySituations(locale);
  return situations.find((situation) => situation.persona.key === as && (situation.deal?.id ?? null) === deal) ?? null;
}

/** The block rendered for the situation; a modal's content in place, as it opens with `?modalName=`. */
function renderFramedBlock(entry: ModuleEntry, context: PageContext): ReactNode {
  const modules = (
    <ModuleArea loadingLabel="Loading …">
      <RenderModules modules={entry.type === "modal" ? entry.fields.modules : [withoutRules(entry)]} context={context} />
    </ModuleArea>
  );
  if (entry.type !== "modal") return modules;
  return (
    <div role="group" aria-label={`Modal: ${entry.fields.title}`} className={styles.modalPreview}>
      <p className={styles.caption}>Opens on its page with ?modalName={entry.fields.name}</p>
      <h2>{entry.fields.title}</h2>
      {modules}
    </div>
  );
}

/** Its rules were checked as its situation was chosen; lifted here, so the block renders. */
export function withoutRules<M extends ModuleEntry>(module: M): M {
  return { ...module, visibility: [], businessVariant: module.businessVariant && { ...module.businessVariant, visibility: [] } };
}
