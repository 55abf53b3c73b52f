import { applyEntry, taggedEntries } from "./live-dom";

function page() {
  document.body.innerHTML = `
    <div data-contentful-entry-id="home-welcome" data-contentful-locale="de-DE" data-module-type="textblock">
      <h2 data-contentful-entry-id="home-welcome" data-contentful-field-id="title">Willkommen</h2>
      <div data-contentful-entry-id="home-welcome" data-contentful-field-id="body"><p>Alt</p></div>
    </div>
    <p data-contentful-entry-id="other" data-contentful-field-id="text">Anderer Text</p>`;
  return document.body;
}

describe("live preview on the rendered page (issue 41 item 1)", () => {
  it("collects each tagged entry with its fields, not the module wrapper without a field", () => {
    expect(taggedEntries(page())).toEqual([
      { sys: { id: "home-welcome", type: "Entry" }, fields: { title: "Willkommen", body: "Alt" } },
      { sys: { id: "other", type: "Entry" }, fields: { text: "Anderer Text" } },
    ]);
  });

  it("writes a changed text into its field's element only, keeping React's text node", () => {
    const root = page();
    const heading = root.querySelector("h2")!;
    const textNode = heading.firstChild;
    expect(applyEntry(root, { sys: { id: "home-welcome", type: "Entry" }, fields: { title: "Hallo live" } })).toBe(1);
    expect(heading.textContent).toBe("Hallo live");
    expect(heading.firstChild).toBe(textNode);
    expect(root.querySelector("[data-contentful-entry-id=other]")!.textContent).toBe("Anderer Text");
    expect(applyEntry(root, { sys: { id: "home-welcome", type: "Entry" }, fields: { title: "Hallo live" } })).toBe(0);
  });

  it("renders a rich-text field as paragraphs with their marks", () => {
    const root = page();
    const body = {
      nodeType: "document",
      content: [
        {
          nodeType: "paragraph",
          content: [
            { nodeType: "text", value: "Neu: ", marks: [] },
            { nodeType: "text", value: "fett", marks: [{ type: "bold" }] },
          ],
        },
      ],
    };
    expect(applyEntry(root, { sys: { id: "home-welcome", type: "Entry" }, fields: { body } })).toBe(1);
    expect(root.querySelector("[data-contentful-field-id=body]")!.innerHTML).toBe("<p>Neu: <strong>fett</strong></p>");
    // Written again after a re-render put the saved text back; left alone while it shows the edit.
    const paragraph = root.querySelector("[data-contentful-field-id=body] p");
    expect(applyEntry(root, { sys: { id: "home-welcome", type: "Entry" }, fields: { body } })).toBe(0);
    expect(root.querySelector("[data-contentful-field-id=body] p")).toBe(paragraph);
    root.querySelector("[data-contentful-field-id=body]")!.innerHTML = "<p>Alt</p>";
    expect(applyEntry(root, { sys: { id: "home-welcome", type: "Entry" }, fields: { body } })).toBe(1);
    expect(root.querySelector("[data-contentful-field-id=body]")!.innerHTML).toBe("<p>Neu: <strong>fett</strong></p>");
  });
});
