/**
 * Security headers. Pages get a Content-Security-Policy with a fresh nonce per request (set in
 * `proxy.ts`; Next puts the nonce on its own scripts); everything else gets a locked-down policy
 * from `next.config.ts`, since JSON answers and files never run scripts.
 */

/**
 * Inline style attributes stay allowed: Radix and Next's route announcer render them. No one may
 * frame a page, except Contentful and the portal itself (the module gallery's examples) a page in
 * draft preview (`preview`: the proxy checked the signed preview cookie).
 */
export interface PageCspOptions {
  development: boolean;
  preview?: boolean;
  /** Who may frame a draft preview: Contentful's web app (`contentfulAppOrigins`). */
  editorOrigins?: readonly string[];
  /** The players (frame-src) and file hosts (media-src) content may embed: the video CTA's. */
  video?: { embedHosts: readonly string[]; fileHosts: readonly string[] };
}

export function pageCsp(
  nonce: string,
  { development, preview = false, editorOrigins = [], video = { embedHosts: [], fileHosts: [] } }: PageCspOptions,
): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Contentful's image API serves the pictures of rich text and modules.
    "img-src 'self' blob: data: https://images.ctfassets.net",
    "font-src 'self'",
    "connect-src 'self'",
    // The players and files a video CTA may open, nothing else.
    // In draft preview the module gallery frames its own examples of code-owned features.
    `frame-src ${[...(preview ? ["'self'"] : []), ...video.embedHosts].join(" ") || "'none'"}`,
    `media-src 'self'${video.fileHosts.map((host) => ` ${host}`).join("")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${preview ? ["'self'", ...editorOrigins].join(" ") : "'none'"}`,
  ];
  return directives.join("; ");
}

/** For JSON answers and files (public/, Next's assets): nothing may load, frame or run. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

/** Sent with every answer. HSTS only in production: on a developer's http://localhost it is noise. */
export function commonSecurityHeaders({ production }: { production: boolean }): { key: string; value: string }[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/** The script nonce a page policy names (what Next reads from the request to put on its scripts). */
export function scriptNonce(policy: string | null | undefined): string | undefined {
  const scriptSrc = policy?.split(";").find((directive) => directive.trim().startsWith("script-src"));
  return scriptSrc && /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
}

export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}
