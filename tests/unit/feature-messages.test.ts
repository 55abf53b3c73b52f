import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_NAMESPACES, LAYOUT_NAMESPACES, type FeatureNamespace } from "@/i18n/client-messages";
import { isClientSource as isClient, sourceFiles } from "../helpers/source-files";

/**
 * A feature's message namespaces travel only with the pages that render its client parts
 * (`FeatureMessages`). A client part reading one outside its feature, or rendered
 * without the provider, would show message keys: these walls find both before a page does.
 */
const sources = sourceFiles();
const namespaces = Object.keys(FEATURE_NAMESPACES) as FeatureNamespace[];
const reads = (text: string, namespace: string) => new RegExp(`["'\`]${namespace}["'.]`).test(text);

/** The client parts that read a feature namespace, and the files that import them (their lazy wrappers). */
const readers = namespaces.flatMap((namespace) =>
  sources.filter((file) => isClient(file.text) && reads(file.text, namespace)).map((file) => ({ namespace, path: file.path })),
);

/**
 * The files that render what `importer` passes on: a feature's `public.components.ts` only
 * re-exports its components for modules, so the modules that import the re-exported names of
 * `part` stand in for it; any other importer stands for itself.
 */
function renderersThrough(importer: (typeof sources)[number], part: RegExp): (typeof sources)[number][] {
  const feature = /^src\/features\/([^/]+)\/public\.components\.ts$/.exec(importer.path)?.[1];
  if (!feature) return [importer];
  const names = [...importer.text.matchAll(/export \{([^}]*)\} from ["']([^"']+)["']/g)]
    .filter(([, , from]) => part.test(`${from}"`))
    .flatMap(([, list = ""]) => list.split(",").map((name) => name.trim().replace(/^type /, "")))
    .filter(Boolean);
  const imports = new RegExp(`import \\{[^}]*\\b(${names.join("|")})\\b[^}]*\\} from "@/features/${feature}/public\\.components"`);
  const renderers = names.length > 0 ? sources.filter((file) => imports.test(file.text)) : [];
  // A public file nobody renders through is checked itself, and fails.
  return renderers.length > 0 ? renderers : [importer];
}

describe("feature messages", () => {
  it("the layout and the features together name every namespace once", () => {
    expect(new Set([...LAYOUT_NAMESPACES, ...namespaces]).size).toBe(LAYOUT_NAMESPACES.length + namespaces.length);
  });

  it("finds the readers", () => expect(readers.length).toBeGreaterThanOrEqual(namespaces.length));

  it.each(readers.map((reader) => [reader.namespace, reader.path]))("%s is read by %s, a part of its feature", (namespace, path) => {
    expect(path.startsWith(join("src/features", FEATURE_NAMESPACES[namespace as FeatureNamespace]))).toBe(true);
  });

  it.each(readers.map((reader) => [reader.namespace, reader.path]))("%s: every page part rendering %s gives it the namespace", (namespace, path) => {
    const module = basename(path).replace(/\.tsx?$/, "");
    const wrapper = module.replace(/\.client$/, ".lazy.client");
    const importsPart = new RegExp(`/(${module}|${wrapper})["']`);
    const importing = sources.filter((file) => importsPart.test(file.text));
    const importers = importing.filter((file) => !isClient(file.text)).flatMap((file) => renderersThrough(file, importsPart));
    const clientImporters = importing.filter((file) => isClient(file.text));
    // A part used only inside another client part (the chat's composer) is covered by that one's check.
    if (importers.length === 0) return expect(clientImporters.length).toBeGreaterThan(0);
    for (const importer of importers) {
      expect(importer.text, importer.path).toMatch(new RegExp(`<FeatureMessages namespaces=\\{\\[[^\\]]*"${namespace}"`));
    }
  });
});
