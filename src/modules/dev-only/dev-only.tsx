import { cookies } from "next/headers";
import type { ModuleProps } from "@/cms/module-props";
import { DEVELOPER_COOKIE, EDITOR_HELPER_COOKIE, isDeveloper } from "@/cms/editors/developer";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import type { devOnlyContract } from "./dev-only.contract";
import { editorHelperSecret } from "@/lib/env";

/**
 * The dev-only module (account.md §2): the page's context for developers, shown only when the
 * developer cookie is matched by the editor-helper cookie (checked on the server). Everyone
 * else gets nothing, not even an empty box. Developer-facing, so in English.
 */
export async function DevOnly({ entry, context }: ModuleProps<typeof devOnlyContract>) {
  const jar = await cookies();
  if (!isDeveloper(jar.get(DEVELOPER_COOKIE)?.value, jar.get(EDITOR_HELPER_COOKIE)?.value, editorHelperSecret() ?? undefined)) return null;
  const facts: [string, string][] = [
    ["Locale", context.locale],
    ["Path", context.path],
    ["Preview", String(context.preview)],
    ["Customer", context.customer ? `${context.customer.customerId} (${context.audience}${context.role ? `, ${context.role}` : ""})` : "signed out"],
    ["Deal", context.deal ? `${context.deal.id} (${context.deal.state})` : "none"],
    ["Now", context.now.format()],
  ];
  return (
    <section className={moduleSection} aria-label={entry.fields.title ?? "Developer diagnostics"} data-dev-only="">
      <h2 className={moduleTitle}>{entry.fields.title ?? "Developer diagnostics"}</h2>
      {entry.fields.note ? <p>{entry.fields.note}</p> : null}
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
