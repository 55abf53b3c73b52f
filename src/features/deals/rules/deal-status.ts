import type { Deal } from "../types";
import { isDealActive, isDealCalledOff, isDealEnded, isLeadDeal } from "./deal-state";
import { isReturnScheduled } from "../../returns/rules/return-schedule";

/** Message keys under `dealStatus` in the locale files. */
export type DealStatusLabel = "inReview" | "inPreparation" | "active" | "ended" | "canceled";
export type DealStatusTone = "orange" | "green" | "grey";

export interface DealStatus {
  label: DealStatusLabel;
  tone: DealStatusTone;
}

type StatusFields = Pick<Deal, "state" | "variant" | "return_type" | "days_left_to_schedule_return">;

/**
 * The status label and its colour (deals.md section 4): SIGNED "Bestellung wird geprüft";
 * CREATED and EXTERNALLY_VERIFIED "Abo wird vorbereitet"; ACTIVE "Abo aktiv"; INACTIVE and ENDED
 * "Beendet". Orange for leads, CREATED or a scheduled return; green for ACTIVE without one; grey
 * for INACTIVE or ENDED.
 */
export function dealStatus(deal: StatusFields): DealStatus {
  return { label: statusLabel(deal), tone: statusTone(deal) };
}

function statusLabel(deal: StatusFields): DealStatusLabel {
  switch (deal.state) {
    case "SIGNED":
      return "inReview";
    case "CREATED":
    case "EXTERNALLY_VERIFIED":
      return "inPreparation";
    case "ACTIVE":
      return "active";
    case "INACTIVE":
    case "ENDED":
      return "ended";
    // Not shown in deals.md section 4: a stopped or cancelled order reads "Storniert".
    case "STOPPED":
    case "CANCELED":
      return "canceled";
  }
}

function statusTone(deal: StatusFields): DealStatusTone {
  // Not shown: STOPPED and CANCELED are over like INACTIVE and ENDED, so they are grey too.
  if (isDealEnded(deal) || isDealCalledOff(deal)) return "grey";
  if (isLeadDeal(deal) || isReturnScheduled(deal)) return "orange";
  if (isDealActive(deal)) return "green";
  // CREATED is orange by the spec; SIGNED and EXTERNALLY_VERIFIED are not named and are in
  // preparation just like CREATED, so they share its colour.
  return "orange";
}
