import "server-only";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { signInPropsOf } from "@/features/auth/components/sign-in-feature";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import { SignInDialog } from "@/features/auth/components/sign-in-dialog.lazy.client";
import { AuthMessageDialog } from "@/features/auth/components/auth-message-dialog.client";
import { authMessageOf } from "@/features/auth/rules/auth-messages";
import { DealModalHost } from "@/features/deal-modals/components/deal-modal-host.client";
import { isTransitionCarModalShown } from "@/features/delivery/rules/transition-car";
import { getAccountViewer } from "@/features/account/api/account-viewer.server";
import { AccountNavigation } from "@/features/account/components/account-navigation";
import {
  accountBackTarget,
  isAccountPageReachable,
  showsAccountNavigation,
  type AccountBackTarget,
  type AccountViewer,
} from "@/features/account/rules/account-visibility";
import { getCustomerDeal } from "@/features/deals/api/deals.server";
import { getBusinessMembership, getDealActorId } from "@/features/business/api/business.server";
import { getSwapSearchHref, SWAP_MODAL_NAME } from "@/features/end-of-subscription/api/swap.server";
import { FeatureMessages } from "@/i18n/feature-messages";
import type { Locale } from "@/i18n/locales";
import { now } from "@/lib/clock";
import { BASE_PATH, isAccountPath, loginRedirect, paths, safeNextPath } from "@/lib/paths";
import { Banner } from "@/ui/banner";
import { ArrowLeftIcon } from "@/ui/icons";
import { Link } from "@/ui/link.client";
import { visuallyHidden } from "@/ui/recipes.css";
import { DEVELOPER_COOKIE, EDITOR_HELPER_COOKIE, isDeveloper } from "./editors/developer";
import { isDraftPreview } from "./editors/draft-preview.server";
import { LivePreview } from "./editors/live-preview.lazy.client";
import { getPreviewAs, PREVIEW_PERSONAS, type PreviewAs } from "./editors/preview-as.server";
import { PreviewAsBar } from "./editors/preview-as-bar";
import type { PageContext } from "@/kernel/page-context";
import type { PageModule } from "./types";
import { rendersPageHeading } from "./registry";
import { pageHeading } from "./page-heading";
import { pageHeadLength } from "./page-head";
import { ModuleArea, RenderModules } from "./render-modules";
import { findPage, findSiteChrome, type PageMatch } from "./get-page.server";
import { chromeTag } from "./cache-tags";
import { isModuleVisible } from "./visibility";
import * as styles from "./cms-page.css";
import { contentfulAppOrigins, contentfulEditTarget, editorHelperSecret } from "@/lib/env";
import { CONTENT_VERSION_META, encodeContentVersion } from "@/lib/page-cache/content-version";
import { versionForViewer } from "./customer-version.server";

const BACK_LABELS = { mycars: "backToMyCars", myaccount: "backToMyAccount", drivers: "backToDrivers" } as const satisfies Record<
  AccountBackTarget,
  string
>;

export interface CmsPageRequest {
  locale: Locale;
  segments: string[];
  searchParams: Record<string, string | string[] | undefined>;
}

/** Renders any content page by slug: resolve, build the context once, render its modules. */
export async function CmsPage({ locale, segments, searchParams }: CmsPageRequest) {
  const preview = await isDraftPreview();
  const match = await findPage(locale, segments.join("/"), preview);
  if (!match) notFound();
  const previewAs = preview ? await getPreviewAs() : null;
  const loaded = await loadPageContext(locale, segments, match, singleValues(searchParams), preview, previewAs);
  const { viewer } = loaded;
  const heading = pageHeading(match.page.modules, match.page.title, loaded.context);
  const context = heading.kind === "module" ? { ...loaded.context, headingEntryId: heading.entryId } : loaded.context;
  const [t, tPage] = await Promise.all([getTranslations("preview"), getTranslations("page")]);

  const visible = (module: PageModule) => module.type !== "unsupported" && isModuleVisible(module.visibility, context.deal, context);
  const hiddenHeading = heading.kind === "hidden" ? <h1 className={visuallyHidden}>{match.page.title}</h1> : null;
  // The aside column exists only when one of its modules shows for this customer and deal.
  const aside = match.page.aside.some(visible) ? (
    <aside className={styles.aside} aria-label={tPage("aside")}>
      <RenderModules modules={match.page.aside} context={context} />
    </aside>
  ) : null;
  const headLength = aside
    ? pageHeadLength(match.page.modules, {
        isHeading: (module) => module.type !== "unsupported" && visible(module) && rendersPageHeading(module),
        isBanner: (module) => module.type === "dealBanner" || !visible(module),
      })
    : 0;
  const modules = (
    <ModuleArea loadingLabel={tPage("loading")}>
      {aside && headLength > 0 ? (
        <div className={`${styles.withAside} ${styles.withHead}`}>
          <div className={styles.head}>
            <RenderModules modules={match.page.modules.slice(0, headLength)} context={context} />
          </div>
          {aside}
          <div className={styles.rest}>
            <RenderModules modules={match.page.modules.slice(headLength)} context={context} />
          </div>
        </div>
      ) : aside ? (
        <div className={styles.withAside}>
          <div className={styles.rest}>
            {hiddenHeading}
            <RenderModules modules={match.page.modules} context={context} />
          </div>
          {aside}
        </div>
      ) : (
        <>
          {hiddenHeading}
          <RenderModules modules={match.page.modules} context={context} />
        </>
      )}
    </ModuleArea>
  );
  const showSignIn = context.query.login === "true" && !context.customer;
  // account.md §2 message dialogs on a mailed link's landing page, and the job-auto failed-auth modal (§4).
  const authMessage = authMessageOf({
    query: context.query,
    customer: context.customer ? { isJobAuto: context.customer.isJobAuto ?? false } : null,
  });
  // The modal host takes the whole deal: only where a modal may open (one named in the query, or the
  // transition-car modal, whose stored flag the browser reads). Opening one by name is a navigation,
  // which renders the page again with the query.
  const modalDeal = context.deal && (context.query.modalName !== undefined || isTransitionCarModalShown(context.deal, false)) ? context.deal : null;
  // Only when the swap modal opens: a business customer's company costs a query.
  const swapHref = context.query.modalName === SWAP_MODAL_NAME ? await getSwapSearchHref(context) : null;
  // What a visitor without a session sees may be served from the page cache (lib/page-cache/), and
  // what a customer sees from the private cache (lib/private-cache/): the page says which content
  // it was built from and whose data it shows, so the caches know when a publish or a write
  // outdates it.
  // The header and footer are content too: the copy is stale once they change (an unreadable
  // chrome is never cached).
  const chrome = match.version ? await findSiteChrome(locale, false) : null;
  const version =
    match.version && chrome?.readAt
      ? { tags: [...match.version.tags, chromeTag(locale)], readAt: Math.min(match.version.readAt, chrome.readAt) }
      : null;
  const cacheable = !context.editor && Object.keys(context.query).length === 0 ? await versionForViewer(version, context.customer) : null;
  const backTarget = accountBackTarget(segments);
  const back = backTarget
    ? { href: paths[backTarget](locale), label: (await getTranslations({ locale, namespace: "nav" }))(BACK_LABELS[backTarget]) }
    : null;
  return (
    <>
      {cacheable ? <meta name={CONTENT_VERSION_META} content={encodeContentVersion(cacheable)} /> : null}
      {preview ? (
        <Banner tone="warning" title={t("title")} name="preview" actions={<a href={`${BASE_PATH}/api/preview/exit`}>{t("exit")}</a>}>
          <p>{t("text")}</p>
          <PreviewAsBar previewAs={previewAs} personas={PREVIEW_PERSONAS} locale={locale} path={context.path} />
        </Banner>
      ) : null}
      {preview ? (
        <LivePreview
          locale={locale}
          origins={contentfulAppOrigins()}
          space={contentfulEditTarget()?.spaceId}
          environment={contentfulEditTarget()?.environment}
        />
      ) : null}
      {context.customer && showsAccountNavigation(segments, locale) ? (
        <div className={styles.accountLayout}>
          <AccountNavigation viewer={viewer} currentPath={context.path} />
          <div className={styles.main}>
            {back ? (
              <Link className={styles.back} href={back.href}>
                <ArrowLeftIcon /> {back.label}
              </Link>
            ) : null}
            {modules}
          </div>
        </div>
      ) : (
        modules
      )}
      {modalDeal ? (
        <FeatureMessages namespaces={["dealModals"]}>
          <DealModalHost deal={modalDeal} swapHref={swapHref} audience={context.audience} />
        </FeatureMessages>
      ) : null}
      {/* The dialogs' texts travel only with the page that opens them (docs/architecture.md). */}
      {showSignIn ? (
        <FeatureMessages namespaces={["signIn", "signInFlow", "authMessages", "socialSignIn"]}>
          <SignInDialog {...signInPropsOf(context)} />
        </FeatureMessages>
      ) : null}
      {authMessage ? (
        <FeatureMessages namespaces={["authMessages"]}>
          <AuthMessageDialog message={authMessage} audience={context.audience} subscribeHref={`/${locale}/subscribe`} />
        </FeatureMessages>
      ) : null}
    </>
  );
}

export async function cmsPageMetadata({ locale, segments }: Omit<CmsPageRequest, "searchParams">): Promise<Metadata> {
  const preview = await isDraftPreview();
  const match = await findPage(locale, segments.join("/"), preview);
  if (!match) return {};
  const t = await getTranslations({ locale, namespace: "meta" });
  const { seo } = match.page;
  return {
    title: t("titleTemplate", { title: seo.title }),
    description: seo.description ?? undefined,
    robots: seo.noIndex || preview ? { index: false, follow: false } : undefined,
  };
}

/**
 * The request's context for rules and modules. Account pages need a session (account.md
 * section 2), checked here whatever the proxy decided: by the content slug the path resolved to
 * as well as by the path, so no spelling of the path reaches an account page without one. A deal
 * in the path must belong to the customer, otherwise the page is a 404, so another customer's
 * deal id looks exactly like one that does not exist.
 */
async function loadPageContext(
  locale: Locale,
  segments: string[],
  { page, params }: PageMatch,
  query: Record<string, string>,
  preview: boolean,
  previewAs: PreviewAs | null = null,
): Promise<{ context: PageContext; viewer: AccountViewer }> {
  const path = `/${[locale, ...segments].join("/")}`;
  // Preview as a customer: the persona's seeded record, never this request's session.
  const customer = previewAs ? previewAs.customer : await getCurrentCustomer();
  const accountPage = isAccountPath(segments) || isAccountPath(page.slug.split("/")) || params.dealId !== undefined;
  if (!customer && accountPage) redirect(loginRedirect(locale, withQuery(path, query)));
  if (customer && query.login === "true") redirect(safeNextPath(query.next, locale));
  // An entry the customer does not see (account.md §4) has no page for them either. The menus are
  // the signed-in customer's own, also on a company car's page read as its contract holder's.
  const viewer = await getAccountViewer(customer, locale);
  if (!isAccountPageReachable(segments, viewer)) notFound();

  // A business customer also sees the company cars their role allows: the page then
  // reads the deal's data as its contract holder's, under the viewer's own name and role.
  const actorId =
    customer && params.dealId ? (customer.audience === "b2b" ? await getDealActorId(customer.customerId, params.dealId) : customer.customerId) : null;
  const deal = actorId && params.dealId ? await getCustomerDeal(actorId, params.dealId) : null;
  // deals.md §7 "Vehicle details load: … 404 to /404": another customer's deal, or none, looks exactly like one that does not exist.
  if (params.dealId && !deal) redirect(paths.notFound(locale));

  const context: PageContext = {
    locale,
    path,
    params,
    query,
    customer: customer && actorId && actorId !== customer.customerId ? { ...customer, customerId: actorId } : customer,
    deal,
    preview,
    editor: preview || (await hasDeveloperCookies()),
    now: previewAs?.now ?? now(),
    audience: customer?.audience ?? "b2c",
    role: customer?.role ?? null,
    businessSettings: customer?.audience === "b2b" ? ((await getBusinessMembership(customer.customerId))?.settings ?? null) : null,
  };
  return { context, viewer };
}

function singleValues(searchParams: CmsPageRequest["searchParams"]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== undefined) query[key] = single;
  }
  return query;
}

async function hasDeveloperCookies(): Promise<boolean> {
  const jar = await cookies();
  return isDeveloper(jar.get(DEVELOPER_COOKIE)?.value, jar.get(EDITOR_HELPER_COOKIE)?.value, editorHelperSecret() ?? undefined);
}

/** The path with its query, as the customer asked for it (a mailed `?modalName=` survives the sign-in). */
function withQuery(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}
