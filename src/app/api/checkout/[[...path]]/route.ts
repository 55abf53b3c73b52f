import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";

/** account.md §7 PATCH /api/checkout/v2/contact and /api/checkout/company/{id}: served by the BFF's dispatcher like `api/bff/[...path]`. */
function handleCheckout(request: Request): Promise<Response> {
  return dispatchBff(withBasePath(request));
}

export { handleCheckout as GET, handleCheckout as POST, handleCheckout as PUT, handleCheckout as PATCH, handleCheckout as DELETE };
