/**
 * A local OpenID Connect provider standing in for Google and Apple (account.md §1 "sign in … by
 * Google or Apple"): oidc-provider (a certified OpenID provider) with its development sign-in page,
 * where any email signs in as itself (the password is not checked). One issuer, two clients: the
 * portal's Google client and its Apple client (Apple answers with a form post, as the real one does).
 *
 * Two uses:
 * - the embedded demo (`server.mjs`): mounted at /portal/demo-identity, so that the demo shows the
 *   Google and Apple buttons and signs in with them offline (Gregor Google, a new customer);
 * - the e2e and the fault suite (`tests/helpers/oidc-stand-in.mjs`), on a port of its own.
 */
export const STAND_IN_CLIENTS = {
  google: { id: "portal-google", secret: "stand-in-google-secret" },
  apple: { id: "portal-apple", secret: "stand-in-apple-secret" },
};

/** Where the embedded demo serves it, below the portal's base path. */
export const DEMO_IDENTITY_PATH = "/portal/demo-identity";

/**
 * The embedded demo: no database server and the demo personas shown (as `showDemoPersonasIn` of
 * src/lib/env-schema.ts reads them; tests/unit/demo-identity.test.ts keeps the two alike), and
 * neither Google nor Apple configured. `PORTAL_DEMO_IDENTITY=false` switches it off.
 */
export function demoIdentityWanted(env) {
  const embeddedDemo = !env.DATABASE_URL && env.PORTAL_DEMO_PERSONAS !== "false";
  return embeddedDemo && env.PORTAL_DEMO_IDENTITY !== "false" && !env.GOOGLE_CLIENT_ID && !env.APPLE_CLIENT_ID;
}

/** The provider settings the portal reads (src/lib/env-schema.ts `socialProvider`) for a stand-in at `issuer`. */
export function standInSettings(issuer) {
  return {
    GOOGLE_CLIENT_ID: STAND_IN_CLIENTS.google.id,
    GOOGLE_CLIENT_SECRET: STAND_IN_CLIENTS.google.secret,
    GOOGLE_OIDC_ISSUER: issuer,
    APPLE_CLIENT_ID: STAND_IN_CLIENTS.apple.id,
    APPLE_CLIENT_SECRET: STAND_IN_CLIENTS.apple.secret,
    APPLE_OIDC_ISSUER: issuer,
  };
}

/** "neu.apfel@demo.portal" → "Neu Apfel": the name the provider tells the portal. */
export const nameOf = (email) =>
  email
    .split("@")[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");

/**
 * The provider at `issuer`, for a portal at `portalOrigins` (its callbacks, one per origin the
 * browser may use). Resolves to a Node request handler; a provider mounted below a path gets
 * requests with that path stripped from `url` and kept in `originalUrl` (oidc-provider's mounting).
 * oidc-provider loads only here: a portal without the demo never does.
 */
export async function createIdentityProvider({ issuer, portalOrigins }) {
  const { default: Provider } = await import("oidc-provider");
  const client = (id, { id: clientId, secret }, extra = {}) => ({
    client_id: clientId,
    client_secret: secret,
    redirect_uris: portalOrigins.map((origin) => `${origin}/portal/api/auth/callback/${id}`),
    grant_types: ["authorization_code"],
    response_types: ["code"],
    ...extra,
  });
  const provider = new Provider(issuer, {
    clients: [client("google", STAND_IN_CLIENTS.google), client("apple", STAND_IN_CLIENTS.apple)],
    // The email typed on the sign-in page is the account; the provider has verified it.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id.toLowerCase(), email_verified: true, name: nameOf(id) }),
    }),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The claims in the ID token itself, as Google's and Apple's carry them.
    conformIdTokenClaims: false,
    pkce: { required: () => false },
    cookies: { keys: ["oidc-stand-in-only"] },
    features: { devInteractions: { enabled: true } },
    // First-party clients: no consent screen, the sign-in page only (Google and Apple ask once).
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "name"]);
      await grant.save();
      return grant;
    },
  });
  // oidc-provider warns loudly about its development-only parts; this is a stand-in, so that is right.
  provider.on("server_error", (_ctx, error) => console.error("oidc stand-in:", error));
  return provider.callback();
}

/**
 * The embedded demo's provider, mounted at /portal/demo-identity of the portal's own origin, its
 * settings written into `env` before the portal reads them. Null where the demo does not want it.
 */
export async function mountDemoIdentity(env, portalOrigin) {
  if (!demoIdentityWanted(env)) return null;
  const issuer = `${portalOrigin}${DEMO_IDENTITY_PATH}`;
  Object.assign(env, standInSettings(issuer));
  const origins = [...new Set([portalOrigin, portalOrigin.replace("//localhost:", "//127.0.0.1:")])];
  const handle = await createIdentityProvider({ issuer, portalOrigins: origins });
  return (request, response) => {
    const url = request.url ?? "/";
    if (url !== DEMO_IDENTITY_PATH && !url.startsWith(`${DEMO_IDENTITY_PATH}/`) && !url.startsWith(`${DEMO_IDENTITY_PATH}?`)) return false;
    request.originalUrl = url;
    request.url = url.slice(DEMO_IDENTITY_PATH.length) || "/";
    handle(request, response);
    return true;
  };
}
