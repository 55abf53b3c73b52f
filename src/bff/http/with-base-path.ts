import "server-only";
import { BASE_PATH } from "@/lib/paths";

/**
 * Next 16 hands route handlers the URL without the app's base path ("/portal/api/bff/deals"
 * arrives as "/api/bff/deals"). better-auth's `basePath` and the endpoint catalogue both speak
 * the public paths, so the routes put the base path back before delegating.
 */
export function withBasePath(request: Request): Request {
  const url = new URL(request.url);
  if (url.pathname === BASE_PATH || url.pathname.startsWith(`${BASE_PATH}/`)) return request;
  url.pathname = `${BASE_PATH}${url.pathname}`;
  return new Request(url, request);
}
