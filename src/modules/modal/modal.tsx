import { Suspense } from "react";
import type { ModuleProps } from "@/cms/module-props";
import { isModuleShown } from "@/cms/module-shown";
import { ModalDialog } from "./modal-dialog.client";
import { mayModalOpen } from "./modal-gates.server";
import type { modalContract } from "./modal.contract";

/**
 * A dialog placed on a page by content, open while the query names it (deals.md §2 "Query
 * modalName opens a modal on load"): a banner's or CTA's link adds `?modalName=…`, closing removes
 * it. Its modules render on the server like the page's own, for this deal and customer; a page
 * whose query names no modal renders none of them.
 */
export async function Modal({ entry, context, renderModule }: ModuleProps<typeof modalContract>) {
  const { name, title, modules } = entry.fields;
  if (context.query.modalName !== name || !renderModule) return null;
  // An account modal opens only in the account state it speaks of (`modal-gates.server.ts`).
  if (!(await mayModalOpen(name, context))) return null;
  // Nothing in it holds for this deal (the delivery change of a car on the road): it does not open, rather than empty.
  const shown = modules.filter((module) => isModuleShown(module, context));
  if (shown.length === 0) return null;
  // A boundary of its own: what the dialog waits for when it first opens in a page (its code, its
  // modules' client parts) holds back the dialog only, not the page behind it, which went blank
  // for half a second and lost its scroll position (review round 25).
  return (
    <Suspense fallback={null}>
      <ModalDialog title={title}>{shown.map((module) => renderModule(module))}</ModalDialog>
    </Suspense>
  );
}
