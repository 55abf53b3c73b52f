import { afterEach, describe, expect, it, vi } from "vitest";
import { LICENCE_REQUEST_SOURCE, uploadLicence } from "./driver-requests";

afterEach(() => vi.unstubAllGlobals());

describe("uploadLicence: the upload-URL call of account.md §7", () => {
  it("asks GET uploadurl with filename, filetype and bucket DL and names its request source", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: "file_refused", code: "file_type_not_accepted", reason: "Licence scans are jpg, jpeg, png, pdf or heic files." }),
          { status: 422 },
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const file = new File(["x"], "vorne.png", { type: "image/png" });
    const result = await uploadLicence(file, () => {});
    expect(fetchMock).toHaveBeenCalledWith(
      "/portal/api/bff/uploadurl?filename=vorne.png&filetype=image%2Fpng&bucket=DL",
      expect.objectContaining({ method: "GET", headers: { "request-source": LICENCE_REQUEST_SOURCE } }),
    );
    expect(result).toEqual({ status: 422, code: "file_type_not_accepted" });
  });
});
