import { describe, expect, it } from "vitest";
import { editorHelperValue, isDeveloper } from "./developer";
import { parseEntryChange, parseEntryToCheck } from "./contentful-webhook";
import { secretMatches } from "./secret";

describe("secretMatches", () => {
  it.each([
    ["s3cret", "s3cret", true],
    ["s3cret", "s3cret ", false],
    ["", "s3cret", false],
    [null, "s3cret", false],
    ["s3cret", undefined, false],
    ["", "", false],
  ])("%j against %j → %s", (presented, configured, expected) => {
    expect(secretMatches(presented, configured)).toBe(expected);
  });
});

describe("parseEntryChange (Contentful webhook payloads)", () => {
  const entry = { sys: { id: "home-welcome", type: "Entry", contentType: { sys: { id: "textblock" } } } };
  it.each([
    ["ContentManagement.Entry.publish", entry, { entryId: "home-welcome", contentType: "textblock", action: "publish" }],
    ["ContentManagement.Entry.unpublish", { sys: { id: "x", type: "DeletedEntry" } }, { entryId: "x", contentType: null, action: "unpublish" }],
    ["ContentManagement.DeletedEntry.delete", { sys: { id: "x" } }, { entryId: "x", contentType: null, action: "delete" }],
    ["ContentManagement.Entry.save", entry, null],
    ["ContentManagement.Asset.publish", entry, null],
    [null, entry, null],
    ["ContentManagement.Entry.publish", { sys: {} }, null],
    ["ContentManagement.Entry.publish", "nope", null],
  ])("%s → %j", (topic, payload, expected) => {
    expect(parseEntryChange(topic, payload)).toEqual(expected);
  });
});

describe("parseEntryToCheck (the content check's webhook payloads)", () => {
  const sys = { id: "hint", type: "Entry", version: 3, contentType: { sys: { type: "Link", linkType: "ContentType", id: "textblock" } } };
  const checked = (action: string) => ({
    action,
    entry: { sys: { id: "hint", contentType: { sys: { id: "textblock" } } }, fields: { title: { "de-DE": "Hallo" } } },
  });
  it.each([
    ["ContentManagement.Entry.save", { sys, fields: { title: { "de-DE": "Hallo" } } }, checked("save")],
    ["ContentManagement.Entry.auto_save", { sys, fields: { title: { "de-DE": "Hallo" } } }, checked("auto_save")],
    ["ContentManagement.Entry.publish", { sys, fields: { title: { "de-DE": "Hallo" }, broken: "not by locale" } }, checked("publish")],
    [
      "ContentManagement.Entry.save",
      { sys },
      { action: "save", entry: { sys: { id: "hint", contentType: { sys: { id: "textblock" } } }, fields: {} } },
    ],
    ["ContentManagement.Entry.unpublish", { sys, fields: {} }, null],
    ["ContentManagement.DeletedEntry.delete", { sys, fields: {} }, null],
    ["ContentManagement.Asset.save", { sys, fields: {} }, null],
    ["ContentManagement.Entry.save", { sys: { id: "hint" }, fields: {} }, null],
    ["ContentManagement.Entry.save", null, null],
    [null, { sys, fields: {} }, null],
  ])("%s → %j", (topic, payload, expected) => {
    expect(parseEntryToCheck(topic, payload)).toEqual(expected);
  });
});

describe("isDeveloper (account.md §2: the developer cookie matches the editor-helper cookie)", () => {
  const secret = "helper-secret";
  const helper = editorHelperValue("dev-anna", secret);
  it.each([
    ["dev-anna", helper, secret, true],
    ["dev-bernd", helper, secret, false],
    ["dev-anna", helper.slice(0, -1), secret, false],
    ["dev-anna", helper.toUpperCase(), secret, false],
    ["dev-anna", helper, "other-secret", false],
    ["dev-anna", helper, undefined, false],
    [undefined, helper, secret, false],
    ["dev-anna", undefined, secret, false],
  ])("developer %j with its helper → %s", (developer, presented, configured, expected) => {
    expect(isDeveloper(developer, presented, configured)).toBe(expected);
  });
});
