import { defineContract } from "@/cms/module-contract";
import type { PageModule } from "@/cms/types";

export interface ModalFields {
  /** The name `?modalName=` gives (deals.md §2, e.g. MULTISTEP_EDIT_RETURN). */
  name: string;
  title: string;
  modules: PageModule[];
}

export const modalContract = defineContract({
  contentType: "modal",
  fields: (entry): ModalFields => ({
    name: entry.requiredText("name"),
    title: entry.requiredText("title"),
    modules: entry.modules("modules"),
  }),
});
