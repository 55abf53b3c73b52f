import "server-only";
import { routing } from "@/i18n/routing";
import type { Locale } from "@/i18n/locales";
import { now } from "@/lib/clock";
import { BASE_PATH } from "@/lib/paths";
import { galleryLabelOf, registry } from "../registry";
import { ModuleArea, RenderModules } from "../render-modules";
import { entryLinkId, type RawEntry } from "../schema/validate-entry";
import { FIXTURE_DRAFTS, FIXTURE_ENTRIES, localizeEntry } from "../source/fixtures-source";
import { resolvePageEntry } from "../source/resolve-page-entry";
import type { ModuleType, PageModule } from "../types";

/**
 * The module gallery: every registered module with its fixture examples, grouped by
 * content type, so editors see what each looks like. Visibility rules are lifted here: the
 * gallery shows a module, not a customer's page. Editor-only, so its chrome is in English.
 */
export function ModuleGallery({ locale }: { locale: Locale }) {
  const byId = new Map<string, RawEntry>();
  for (const entry of [...FIXTURE_ENTRIES, ...FIXTURE_DRAFTS]) byId.set(entry.sys.id, localizeEntry(entry, locale));
  const context = {
    locale,
    path: `/${locale}/module-gallery`,
    params: {},
    query: {},
    customer: null,
    deal: null,
    preview: true,
    editor: true,
    now: now(),
    audience: "b2c" as const,
    role: null,
  };

  return (
    <article>
      <h1>Module gallery</h1>
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
      {registry.map((definition) => {
        const type = definition.contentType;
        const examples = examplesOf(type, byId);
        return (
          <section key={type} aria-labelledby={`gallery-${type}`} data-gallery-type={type}>
            <h2 id={`gallery-${type}`}>{type}</h2>
            {examples.length === 0 ? (
              <p>No example of this module in the fixtures yet.</p>
            ) : definition.galleryLabel ? (
              // They show nothing without a signed-in customer and a deal: named here, shown on their pages.
              <ul>
                {examples.map((example) => (
                  <li key={example.id}>{example.type === "unsupported" ? example.id : `${galleryLabelOf(example)} (entry ${example.id})`}</li>
                ))}
              </ul>
            ) : (
              <ModuleArea>
                <RenderModules modules={examples} context={context} />
              </ModuleArea>
            )}
          </section>
        );
      })}
    </article>
  );
}

function examplesOf(type: ModuleType, byId: Map<string, RawEntry>): PageModule[] {
  // A business variant is shown with its entry (to business customers), not as an example of its own.
  const variants = new Set([...byId.values()].map((entry) => entryLinkId(entry.fields.businessVariant)));
  const ids = [...byId.values()].filter((entry) => entry.sys.contentType.sys.id === type && !variants.has(entry.sys.id)).map((entry) => entry.sys.id);
  if (ids.length === 0) return [];
  const page: RawEntry = {
    sys: { id: `gallery-${type}`, contentType: { sys: { id: "page" } } },
    fields: { slug: "module-gallery", title: type, modules: ids.map((id) => ({ sys: { type: "Link", linkType: "Entry", id } })) },
  };
  return resolvePageEntry(page, byId, registry).page.modules.map((module) => ({ ...module, visibility: [] }));
}
