// A local OpenID Connect provider standing in for Google and Apple, for the e2e and for
// clicking through social sign-in offline: oidc-provider (a certified OpenID provider) with its
// development sign-in page, where any email signs in as itself (the password is not checked).
// One issuer, two clients: the portal's Google client and its Apple client (Apple answers with a
// form post, as the real one does). Start: node tests/helpers/oidc-stand-in.mjs <port> <portal origin>
import { createServer } from "node:http";
import Provider from "oidc-provider";

export const STAND_IN_CLIENTS = {
  google: { id: "portal-google", secret: "stand-in-google-secret" },
  apple: { id: "portal-apple", secret: "stand-in-apple-secret" },
};

const port = Number(process.argv[2] ?? 3106);
const portalOrigin = process.argv[3] ?? "http://localhost:3100";
const issuer = `http://127.0.0.1:${port}`;

/** "neu.apfel@demo.portal" → "Neu Apfel": the name the provider tells the portal. */
const nameOf = (email) =>
  email
    .split("@")[0]
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");

const client = (id, { clientId, secret }, extra = {}) => ({
  client_id: clientId,
  client_secret: secret,
  redirect_uris: [`${portalOrigin}/portal/api/auth/callback/${id}`],
  grant_types: ["authorization_code"],
  response_types: ["code"],
  ...extra,
});

const provider = new Provider(issuer, {
  clients: [
    client("google", { clientId: STAND_IN_CLIENTS.google.id, secret: STAND_IN_CLIENTS.google.secret }),
    client("apple", { clientId: STAND_IN_CLIENTS.apple.id, secret: STAND_IN_CLIENTS.apple.secret }),
  ],
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

const callback = provider.callback();
createServer((request, response) => {
  if (request.url === "/health") return response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  return callback(request, response);
}).listen(port, "127.0.0.1");
