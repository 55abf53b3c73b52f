import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import de from "@/messages/de-DE.json";
import { FEATURE_NAMESPACES, LAYOUT_NAMESPACES, namespaceOf, type FeatureNamespace } from "@/i18n/client-messages";
import { isClientSource as isClient, sourceFiles, type SourceFile } from "../helpers/source-files";

/**
 * Client parts find their texts only in the messages their page's providers carry: the layout's
 * few namespaces on every page, a feature's only where `FeatureMessages` wraps its parts. A part
 * reading a namespace nobody carries, or one its page's provider does not, would show message keys:
 * these walls find both before a page does.
 */
const sources = sourceFiles();
const clientFiles = sources.filter((file) => isClient(file.text));
const namespaces = Object.keys(FEATURE_NAMESPACES) as FeatureNamespace[];
const topLevel = new Set(Object.keys(de));

/**
 * The message paths a client module reads: each translator's namespace, and for a translator of all
 * messages (`useTranslations()`) the keys it is called with.
 */
export function pathsReadBy(text: string): string[] {
  const paths = [...text.matchAll(/useTranslations\(\s*["'`]([\w.]+)["'`]\s*\)/g)].map((match) => match[1] ?? "");
  for (const [, name = ""] of text.matchAll(/(\w+)\s*=\s*useTranslations\(\s*\)/g)) {
    for (const [, key = ""] of text.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup|\\.has)?\\(\\s*["'\`]([\\w.]+)`, "g"))) paths.push(key);
  }
  // A translator of all messages may be called with a key from a table (`t(MESSAGE_OF[code])`).
  if (/\w+\s*=\s*useTranslations\(\s*\)/.test(text)) {
    for (const [, key = ""] of text.matchAll(/["'`]([a-zA-Z]\w*\.[\w.]+)["'`]/g)) paths.push(key);
  }
  return [...new Set(paths)].filter((path) => topLevel.has(namespaceOf(path)));
}

/** A path the layout's provider carries: one of its namespaces, or within a part of one it names. */
const inLayout = (path: string) => LAYOUT_NAMESPACES.some((carried) => path === carried || path.startsWith(`${carried}.`));

const reads = clientFiles.flatMap((file) => pathsReadBy(file.text).map((path) => ({ path, file: file.path })));
/** The client parts that read a feature namespace beyond what the layout carries. */
const readers = reads
  .filter((read) => !inLayout(read.path) && (namespaces as string[]).includes(namespaceOf(read.path)))
  .map((read) => ({ namespace: namespaceOf(read.path) as FeatureNamespace, path: read.file }))
  .filter((reader, index, all) => all.findIndex((other) => other.namespace === reader.namespace && other.path === reader.path) === index);

/**
 * Parts that render inside another than the one importing them: the step forms' result views are
 * registered in the layout but shown in the form's place once it is sent.
 */
const RENDERED_INSIDE: Record<string, string> = {
  "src/app/[locale]/step-form-results.client.tsx": "src/features/step-forms/components/step-form.client.tsx",
};

/** The modules a file imports (statically or with `import()`), as paths under `src/` without extension. */
function importsOf(file: SourceFile): string[] {
  return [...file.text.matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)].flatMap(([, specifier = ""]) => {
    if (specifier.startsWith("@/")) return [join("src", specifier.slice(2))];
    if (specifier.startsWith(".")) return [join(dirname(file.path), specifier)];
    return [];
  });
}

/** The files importing a module directly or through its lazy wrapper (`x.lazy.client.tsx`). */
function importersOf(path: string): SourceFile[] {
  const module = path.replace(/\.tsx?$/, "");
  const wrapper = module.replace(/\.client$/, ".lazy.client");
  return sources.filter((file) => file.path !== `${wrapper}.tsx` && importsOf(file).some((target) => target === module || target === wrapper));
}

/**
 * The files that render what a feature's `public.components.ts` re-exports of `path`: it only passes
 * its components on to modules, so the files importing those names from it stand in for it; any
 * other importer stands for itself. A public file nobody renders through is checked itself, and fails.
 */
function renderersThrough(importer: SourceFile, path: string): SourceFile[] {
  const feature = /^src\/features\/([^/]+)\/public\.components\.ts$/.exec(importer.path)?.[1];
  if (!feature) return [importer];
  const module = path.replace(/\.tsx?$/, "");
  const wrapper = module.replace(/\.client$/, ".lazy.client");
  const names = [...importer.text.matchAll(/export \{([^}]*)\} from ["']([^"']+)["']/g)]
    .filter(([, , from = ""]) => [module, wrapper].includes(join(dirname(importer.path), from)))
    .flatMap(([, list = ""]) => list.split(",").map((name) => name.trim().replace(/^type /, "")))
    .filter(Boolean);
  const imports = new RegExp(`import \\{[^}]*\\b(${names.join("|")})\\b[^}]*\\} from "@/features/${feature}/public\\.components"`);
  const renderers = names.length > 0 ? sources.filter((file) => imports.test(file.text)) : [];
  return renderers.length > 0 ? renderers : [importer];
}

/** The local names `file` imports from any of `modules` (paths under `src/` without extension). */
function namesImportedFrom(file: SourceFile, modules: readonly string[]): string[] {
  return [...file.text.matchAll(/import \{([^}]*)\} from ["']([^"']+)["']/g)]
    .filter(([, , from = ""]) => modules.includes(from.startsWith("@/") ? join("src", from.slice(2)) : join(dirname(file.path), from)))
    .flatMap(([, list = ""]) =>
      list.split(",").map(
        (name) =>
          name
            .trim()
            .replace(/^type /, "")
            .split(/\s+as\s+/)
            .pop() ?? "",
      ),
    )
    .filter(Boolean);
}

/** A server component rendering a part, and the names under which it renders it (empty: not known). */
interface Renderer {
  file: SourceFile;
  names: string[];
}

/** The server components that render a part, through the client parts and public files importing it. */
function serverRenderersOf(path: string, seen = new Set<string>()): Renderer[] {
  if (seen.has(path)) return [];
  seen.add(path);
  const module = path.replace(/\.tsx?$/, "");
  const modules = [module, module.replace(/\.client$/, ".lazy.client")];
  return importersOf(path).flatMap((importer) => {
    const through = renderersThrough(importer, path);
    return through.flatMap((renderer) => {
      if (isClient(renderer.text)) return serverRenderersOf(RENDERED_INSIDE[renderer.path] ?? renderer.path, seen);
      const names =
        renderer === importer ? namesImportedFrom(renderer, modules) : namesImportedFrom(renderer, [importer.path.replace(/\.tsx?$/, "")]);
      return [{ file: renderer, names }];
    });
  });
}

/**
 * The namespaces of the `FeatureMessages` providers around each place `file` renders `<name …>`:
 * a part must sit inside a provider carrying its namespace, not merely beside one in the same file
 * (the insurance upgrade read `addons.description` beside the one-time mileage's provider and
 * showed the key).
 */
function providersAround(text: string, name: string): string[][] {
  const tags = [...text.matchAll(/<FeatureMessages namespaces=\{\[([^\]]*)\]\}>|<\/FeatureMessages>/g)];
  return [...text.matchAll(new RegExp(`<${name}[\\s/>]`, "g"))].map((use) => {
    const stack: string[][] = [];
    for (const tag of tags) {
      if ((tag.index ?? 0) > (use.index ?? 0)) break;
      if (tag[0].startsWith("</")) stack.pop();
      else stack.push([...(tag[1] ?? "").matchAll(/"([\w.]+)"/g)].map((match) => match[1] ?? ""));
    }
    return stack.flat();
  });
}

describe("client messages", () => {
  it("the layout and the features together name every namespace once", () => {
    const layoutTopLevel = LAYOUT_NAMESPACES.filter((path) => !path.includes("."));
    expect(new Set([...layoutTopLevel, ...namespaces]).size).toBe(layoutTopLevel.length + namespaces.length);
    for (const path of LAYOUT_NAMESPACES) expect(topLevel.has(namespaceOf(path)), path).toBe(true);
  });

  it("finds what client parts read", () => {
    expect(reads.length).toBeGreaterThan(50);
    expect(readers.length).toBeGreaterThanOrEqual(namespaces.length);
    // The finder sees the root translator's keys: the sign-in dialog's title is one.
    expect(pathsReadBy('const t = useTranslations();\nt("signInFlow.tabRegister")')).toEqual(["signInFlow.tabRegister"]);
    expect(pathsReadBy('const OF = { invalid: "problems.invalid" };\nconst t = useTranslations();\nt(OF[code])')).toEqual(["problems.invalid"]);
  });

  it.each(reads.map((read) => [read.path, read.file]))("%s, read by %s, is carried by the layout or a feature", (path) => {
    expect(inLayout(path) || (namespaces as string[]).includes(namespaceOf(path))).toBe(true);
  });

  it.each([...LAYOUT_NAMESPACES])("the layout's %s is read by a client part (every page carries it)", (carried) => {
    expect(reads.some((read) => read.path === carried || read.path.startsWith(`${carried}.`) || carried.startsWith(`${read.path}.`))).toBe(true);
  });

  it.each(readers.map((reader) => [reader.namespace, reader.path]))("%s is read by %s, a part of its feature", (namespace, path) => {
    const folders: readonly string[] = FEATURE_NAMESPACES[namespace as FeatureNamespace];
    expect(folders.some((folder) => path.startsWith(`src/${folder}/`))).toBe(true);
  });

  it.each(readers.map((reader) => [reader.namespace, reader.path]))("%s: every page part rendering %s gives it the namespace", (namespace, path) => {
    const renderers = serverRenderersOf(path);
    expect(renderers.length, `nothing on the server renders ${path}`).toBeGreaterThan(0);
    for (const { file, names } of renderers) {
      expect(file.text, file.path).toMatch(new RegExp(`<FeatureMessages namespaces=\\{\\[[^\\]]*"${namespace}"`));
      for (const name of names) {
        for (const carried of providersAround(file.text, name)) expect(carried, `<${name}> in ${file.path}`).toContain(namespace);
      }
    }
  });
});
