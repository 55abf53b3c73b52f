import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface SourceFile {
  path: string;
  text: string;
}

/** The files under `src/` (tests excluded) whose path passes `accept`, with their text, in path order. */
export function sourceFiles(accept: (path: string) => boolean = (path) => /\.tsx?$/.test(path)): SourceFile[] {
  return readdirSync("src", { recursive: true, encoding: "utf8" })
    .map((file) => join("src", file))
    .filter((path) => accept(path) && !/\.test\.tsx?$/.test(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

/** A client module: "use client" at its top. */
export const isClientSource = (text: string) => /^["']use client["']/m.test(text.slice(0, 200));
