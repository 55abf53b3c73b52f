import { BASE_PATH } from "@/lib/paths";
import type { PreviewAs, PreviewPersona } from "./preview-as.server";

/**
 * Inside the preview banner: which customer the page is shown as (the marker) and the chooser.
 * Editor-only chrome, in English like Contentful's web app. A plain form posting to
 * /api/preview/as, so it works before any script has loaded.
 */
export function PreviewAsBar({
  previewAs,
  personas,
  locale,
  path,
}: {
  previewAs: PreviewAs | null;
  personas: PreviewPersona[];
  locale: string;
  path: string;
}) {
  const persona = previewAs?.persona;
  return (
    <div data-preview-as={persona?.key ?? ""}>
      {persona && previewAs ? (
        <p role="status" aria-label="Previewing as customer">
          <strong>
            Previewing as {persona.name} ({persona.audience === "b2b" ? "business customer" : "private customer"}) on{" "}
            {previewAs.now.format("D MMM YYYY")}
          </strong>
          . Read-only: demo data, nothing is saved.{" "}
          {persona.deals.length > 0 ? (
            <>
              Their pages: <a href={`${BASE_PATH}/${locale}/mycars`}>subscriptions</a>
              {persona.deals.map((deal) => (
                <span key={deal.id}>
                  {", "}
                  <a href={`${BASE_PATH}/${locale}/mycars/${encodeURIComponent(deal.id)}`}>{deal.label}</a>
                </span>
              ))}
              , <a href={`${BASE_PATH}/${locale}/myaccount`}>account</a>.
            </>
          ) : null}
        </p>
      ) : null}
      <form method="post" action={`${BASE_PATH}/api/preview/as`} aria-label="Preview as customer">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="next" value={path} />
        <label>
          Customer{" "}
          <select name="persona" defaultValue={persona?.key ?? ""}>
            <option value="">Nobody (as a visitor)</option>
            {personas.map((candidate) => (
              <option key={candidate.key} value={candidate.key}>
                {candidate.name} ({candidate.audience.toUpperCase()}, {candidate.deals.length} cars)
              </option>
            ))}
          </select>
        </label>{" "}
        <label>
          On <input type="date" name="date" defaultValue={previewAs?.situation.date ?? ""} />
        </label>{" "}
        <button type="submit">Preview as customer</button>
      </form>
    </div>
  );
}
