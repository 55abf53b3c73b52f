// The OpenID Connect stand-in for Google and Apple on a port of its own, for the e2e and for
// clicking through social sign-in offline against a configured portal (server/demo-identity.mjs;
// the embedded demo mounts the same provider itself). Start:
// node tests/helpers/oidc-stand-in.mjs <port> <portal origin>
import { createServer } from "node:http";
import { createIdentityProvider } from "../../server/demo-identity.mjs";

const port = Number(process.argv[2] ?? 3106);
const portalOrigin = process.argv[3] ?? "http://localhost:3100";
const callback = await createIdentityProvider({ issuer: `http://127.0.0.1:${port}`, portalOrigins: [portalOrigin] });

createServer((request, response) => {
  if (request.url === "/health") return response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
  return callback(request, response);
}).listen(port, "127.0.0.1");
