import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf, PageModule } from "@/cms/types";
import { pageContext } from "../../../tests/helpers/module-context";
import { renderWithIntl } from "../../../tests/helpers/render-with-intl";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { Modal } from "./modal";

vi.mock("@/ui/dialog.lazy.client", async () => import("@/ui/dialog.client"));
vi.mock("server-only", () => ({}));
// The account's gates read the database; a deal's modal has none (null: no gate).
vi.mock("@/features/account/public.server", () => ({ accountModalMayOpen: async () => null }));
const navigation = vi.hoisted(() => ({ replace: vi.fn() }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: navigation.replace }),
  usePathname: () => "/de-DE/mycars/deal-1",
  useSearchParams: () => new URLSearchParams("modalName=MULTISTEP_EDIT_RETURN&tab=2"),
}));
afterEach(() => navigation.replace.mockReset());

const inner: PageModule = { id: "inner", type: "divider", visibility: [], fields: { spacing: "medium" } };
const entry: ModuleEntryOf<"modal"> = {
  id: "return-modal",
  type: "modal",
  visibility: [],
  fields: { name: "MULTISTEP_EDIT_RETURN", title: "Rückgabe planen", modules: [inner] },
};
const renderModule = (module: PageModule) => <p key={module.id}>Modul {module.id}</p>;

describe("Modal (deals.md §2: query modalName opens a modal on load)", () => {
  it("opens with its modules when the query names it, and closing drops modalName from the address", async () => {
    renderWithIntl(<>{await Modal({ entry, context: pageContext({ query: { modalName: "MULTISTEP_EDIT_RETURN" } }), renderModule })}</>);
    const dialog = screen.getByRole("dialog", { name: "Rückgabe planen" });
    expect(dialog).toHaveTextContent("Modul inner");
    fireEvent.click(screen.getByRole("button", { name: "Schließen" }));
    expect(navigation.replace).toHaveBeenCalledWith("/de-DE/mycars/deal-1?tab=2", { scroll: false });
  });

  it.each<Record<string, string>>([{}, { modalName: "REPORT_DAMAGE_MODAL" }])("renders nothing for the query %j", async (query) => {
    const { container } = renderWithIntl(<>{await Modal({ entry, context: pageContext({ query }), renderModule })}</>);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("does not open when nothing in it holds for the deal (an ordered car's delivery change on a car on the road opened empty)", async () => {
    const forOrders: ModuleEntryOf<"modal"> = {
      ...entry,
      fields: {
        ...entry.fields,
        modules: [
          { ...inner, visibility: ["deal-is-in-preparation"] },
          { id: "gone", type: "unsupported", contentType: "x", problem: "", visibility: [] },
        ],
      },
    };
    const context = pageContext({ query: { modalName: "MULTISTEP_EDIT_RETURN" }, deal: makeDeal({ state: "ACTIVE" }) });
    const { container } = renderWithIntl(<>{await Modal({ entry: forOrders, context, renderModule })}</>);
    expect(container).toBeEmptyDOMElement();
  });
});
