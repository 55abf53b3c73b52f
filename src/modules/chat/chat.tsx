import { getTranslations } from "next-intl/server";
import { Link } from "@/ui/link.client";
import { inspectorProps } from "@/cms/editors/inspector";
import type { ModuleProps } from "@/cms/module-props";
import { ChatWidget } from "@/features/chat/public.components";
import { button } from "@/ui/recipes.css";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import type { chatContract } from "./chat.contract";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * The chat widget (account.md §2 Chat: "a form inside it accepts messages and files"). Its
 * conversations belong to a customer, so a visitor (no session) is asked to sign in instead of
 * seeing the form: the reading chosen for §2, whose chat has no visitor conversations (§5's
 * "invalid email" is then never asked, the account's address is known). Customers get the
 * embedded chat, which the browser reads and polls (`features/chat`).
 */
export async function Chat({ entry, context }: ModuleProps<typeof chatContract>) {
  const { title, text } = entry.fields;
  const { locale, customer, audience } = context;
  const t = await getTranslations({ locale, namespace: "chat" });
  const signIn = `${context.path}?${new URLSearchParams({ login: "true", next: context.path })}`;
  return (
    <section className={moduleSection} aria-label={title} data-module="chat">
      <h2 className={moduleTitle} {...inspectorProps(context, entry.id, "title")}>
        {title}
      </h2>
      {text ? <p {...inspectorProps(context, entry.id, "text")}>{text}</p> : null}
      {customer ? (
        <FeatureMessages namespaces={["chat"]}>
          <ChatWidget audience={customer.audience} />
        </FeatureMessages>
      ) : (
        <>
          <p>{t("signInPrompt", { audience })}</p>
          <Link className={button.primary} href={signIn}>
            {t("signIn")}
          </Link>
        </>
      )}
    </section>
  );
}
