"use client";

import dynamic from "next/dynamic";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useSyncExternalStore, type ComponentType } from "react";
import type { Deal } from "@/features/deals/types";
import type { Audience } from "@/lib/audience";
import { isTransitionCarModalShown } from "@/features/delivery/rules/transition-car";
import { transitionCarAcceptedKey } from "./transition-car-accepted";

export interface DealModalProps {
  deal: Deal;
  onClose: () => void;
  /** Where swap_modal leads, built on the server (`end-of-subscription/api/swap.server.ts`); null unless it is open. */
  swapHref: string | null;
  /** The wording: "Sie" for business customers (deals.md §1). */
  audience: Audience;
}

/**
 * Modals a deal page opens by name, from `?modalName=` on load (deals.md section 2). The flows
 * that own the spec's other names (REPORT_DAMAGE_MODAL, MULTISTEP_EDIT_RETURN, …) register here
 * when they land; an unknown name opens nothing. Each loads its code only when it opens: every
 * deal page mounts this host, few open a modal.
 */
const DEAL_MODALS: Record<string, ComponentType<DealModalProps>> = {
  transition_car_modal: dynamic(() => import("./transition-car-modal.client").then((loaded) => loaded.TransitionCarModal)),
  swap_modal: dynamic(() => import("./swap-modal.client").then((loaded) => loaded.SwapModal)),
};

/**
 * Mounted only on pages with a deal id in the path (deals.md section 6: "Modals render only when
 * a deal id is in the current path"). Besides the named modal, the transition-car modal opens by
 * itself once for a CREATED deal arriving as a bridging vehicle (deals.md section 4).
 */
export function DealModalHost({ deal, swapHref = null, audience = "b2c" }: { deal: Deal; swapHref?: string | null; audience?: Audience }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const accepted = useStoredFlag(transitionCarAcceptedKey(deal.id));

  const requested = searchParams.get("modalName");
  const name =
    requested && requested in DEAL_MODALS ? requested : accepted === false && isTransitionCarModalShown(deal, false) ? "transition_car_modal" : null;
  const Modal = name ? DEAL_MODALS[name] : undefined;
  // No swap is possible for this deal (`isSwapPossible`): the named modal opens nothing.
  if (!Modal || (name === "swap_modal" && swapHref === null)) return null;

  const close = () => {
    if (name === "transition_car_modal") storeFlag(transitionCarAcceptedKey(deal.id));
    const rest = new URLSearchParams(searchParams);
    rest.delete("modalName");
    const query = rest.toString();
    router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
  };
  return <Modal deal={deal} onClose={close} swapHref={swapHref} audience={audience} />;
}

const listeners = new Set<() => void>();

/** A flag in localStorage as React state; `null` during server rendering (not known there). */
function useStoredFlag(key: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => window.localStorage.getItem(key) === "true",
    () => null,
  );
}

function storeFlag(key: string) {
  window.localStorage.setItem(key, "true");
  for (const listener of listeners) listener();
}
