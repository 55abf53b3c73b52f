import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";

/** account.md §7 `GET api/cars`: public, served by the BFF's dispatcher like `api/bff/[...path]`. */
export function GET(request: Request): Promise<Response> {
  return dispatchBff(withBasePath(request));
}
