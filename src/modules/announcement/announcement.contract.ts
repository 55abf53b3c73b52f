import { defineContract } from "@/cms/module-contract";
import { ANNOUNCEMENT_ROLES, type AnnouncementRole } from "@/features/announcements/public";
import { linkedCta, type LinkedCta } from "../cta/cta.contract";

export const ANNOUNCEMENT_TYPES = ["info", "warning", "success"] as const;

export interface AnnouncementFields {
  title: string;
  description: string | null;
  cta: LinkedCta | null;
  config: {
    name: string;
    startDate: string | null; // ISO date-time; shown from then on (Europe/Berlin)
    endDate: string | null;
    allowedRoles: AnnouncementRole[];
    type: (typeof ANNOUNCEMENT_TYPES)[number];
  };
}

export const announcementContract = defineContract({
  contentType: "announcement",
  fields: (entry): AnnouncementFields => ({
    title: entry.requiredText("title"),
    description: entry.text("description"),
    cta: linkedCta(entry, "cta"),
    config: {
      name: entry.requiredText("name"),
      startDate: entry.text("startDate"),
      endDate: entry.text("endDate"),
      allowedRoles: entry.listOf("allowedRoles", ANNOUNCEMENT_ROLES),
      type: entry.oneOf("type", ANNOUNCEMENT_TYPES) ?? "info",
    },
  }),
});
