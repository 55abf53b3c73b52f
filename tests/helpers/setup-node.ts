import { afterAll } from "vitest";
import { loadDynamicComponents } from "./next-dynamic";

// A server module may import a lazy wrapper (the module registry does), whose loader starts as it
// is defined (next-dynamic.tsx): it finishes before the file's environment is torn down.
afterAll(() => loadDynamicComponents());
