// The walls of ARCHITECTURE.md, checked: app → cms → modules → features → kernel/api (the endpoint
// catalogue over the features' types) → ui/lib; features keep their
// components to themselves; lib and ui know no feature; client files import no server file; BFF
// domain services know nothing of HTTP; no import cycles. `npm run lint` runs this in `npm test`.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's components are its own; other features use its rules, schemas, types and api. */
const featureInternals = features.map((feature) => ({
  target: `./src/features/!(${feature})/**`,
  from: `./src/features/${feature}/components/**`,
  message: `Components of features/${feature} are its internals: move what is shared to src/ui (or a public file of the feature).`,
}));

/**
 * A feature's public files, the only ones modules import: `public.ts` its plain vocabulary (types,
 * constants, rules: no React, no server code, so contracts run by the content check and client
 * modules can load it), `public.server.ts` its server reads, `public.components.ts` the components
 * modules place. Exceptions of a glob zone are matched against absolute paths.
 */
const featurePublicFiles = ["public.ts", "public.server.ts", "public.components.ts"].map((file) =>
  fileURLToPath(new URL(`./src/features/*/${file}`, import.meta.url)),
);

const serverFiles = ["./src/bff/**", "./src/**/*.server.ts", "./src/**/*.server.tsx"];

export const restrictedZones = [
  {
    target: "./src/lib/**",
    from: ["./src/api/**", "./src/features/**", "./src/cms/**", "./src/modules/**", "./src/bff/**", "./src/app/**", "./src/ui/**"],
    message: "lib is the bottom layer: it imports no feature, content, UI or server code.",
  },
  {
    target: "./src/api/**",
    from: [
      "./src/features/*/components/**",
      "./src/features/*/api/**",
      "./src/cms/**",
      "./src/modules/**",
      "./src/bff/**",
      "./src/app/**",
      "./src/ui/**",
    ],
    message: "The endpoint catalogue and its client know the features' types and rules only.",
  },
  {
    target: "./src/ui/**",
    from: ["./src/api/**", "./src/features/**", "./src/cms/**", "./src/modules/**", "./src/bff/**", "./src/app/**"],
    message: "ui holds generic parts: it imports no feature, content or server code.",
  },
  {
    target: ["./src/features/**", "./src/cms/**", "./src/modules/**", "./src/bff/**"],
    from: "./src/app/**",
    message: "Only Next routes live in app; nothing imports them.",
  },
  {
    target: "./src/bff/**",
    from: ["./src/cms/**", "./src/modules/**", "./src/ui/**", "./src/features/*/components/**"],
    message: "The BFF serves data: it imports no content, module or UI code.",
  },
  {
    target: ["./src/bff/!(http|security|testing)/**", "./src/bff/*.ts"],
    from: "./src/bff/http/**",
    message: "BFF domain services throw domain errors (src/bff/domain-errors.ts); only the HTTP layer knows status codes.",
  },
  {
    target: "./src/modules/**",
    from: "./src/features/**",
    except: featurePublicFiles,
    message:
      "Modules reach a feature through its public files (public.ts, public.server.ts, public.components.ts): re-export there what the module needs.",
  },
  {
    target: "./src/features/*/public.ts",
    from: ["./src/features/*/components/**", ...serverFiles],
    message: "A feature's public.ts is plain code: components go to public.components.ts, server reads to public.server.ts.",
  },
  { target: "./src/**/*.client.{ts,tsx}", from: serverFiles, message: "A client component must not import server code." },
  ...featureInternals,
];

/** One link for the portal: it prefetches on intent, not on sight (src/ui/link.client.tsx). */
const NEXT_LINK = {
  name: "next/link",
  message: "Use Link from @/ui/link.client: it prefetches a page when the customer shows the intent to open it.",
};

export default tseslint.config(
  {
    ignores: [
      ".next/**",
      "bench/floor/.next/**",
      "node_modules/**",
      ".data/**",
      "bench/results/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // The parsers let import-x read TypeScript dependencies (without them no-cycle sees no edge).
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    languageOptions: { globals: { URL: "readonly", process: "readonly", console: "readonly" } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The input checks look for control characters on purpose (NUL in ids, CR/LF in redirects).
      "no-control-regex": "off",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment through src/lib/env.ts (one typed module, validated at start)." },
      ],
    },
  },
  {
    // The walls hold for the product's code; tests may reach anything they check.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: restrictedZones }],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [NEXT_LINK] }],
    },
  },
  {
    files: ["src/ui/link.client.tsx"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
  },
  {
    // Features are the domains below the composer: content (cms) and modules place them, never the
    // other way round. What both need is in src/kernel (the page context, a feature's props) and
    // src/ui; a type of the content model (a step form's fields) may be named, as types vanish from
    // the build and carry no dependency at run time.
    files: ["src/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [NEXT_LINK],
          patterns: [
            {
              group: ["@/cms/*", "@/cms/**", "@/modules/*", "@/modules/**"],
              allowTypeImports: true,
              message: "Features import no content or module code: move what both need to src/kernel or src/ui.",
            },
          ],
        },
      ],
    },
  },
  {
    // The env module itself, configuration files, the server's start and scripts run outside the app.
    files: [
      "src/lib/env.ts",
      "src/lib/env.test.ts",
      "*.config.ts",
      "server.mjs",
      "scripts/**",
      "tests/**",
      "bench/**",
      "**/*.test.ts",
      "**/*.test.tsx",
    ],
    rules: { "no-restricted-properties": "off" },
  },
  prettier,
);
