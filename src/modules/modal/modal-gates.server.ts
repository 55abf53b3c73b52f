import "server-only";
import { accountModalMayOpen } from "@/features/account/public.server";
import type { PageContext } from "@/kernel/page-context";

/**
 * Whether a modal named by `?modalName=` may open. A deal's modals are gated by the visibility
 * rules of their modules (`isModuleShown`); the account's (its deletion) by the account's state,
 * read from the database, so asynchronously, here.
 */
export async function mayModalOpen(name: string, context: Pick<PageContext, "customer">): Promise<boolean> {
  return (await accountModalMayOpen(name, context.customer?.customerId ?? null)) ?? true;
}
