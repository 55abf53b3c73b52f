import { describe, expect, it } from "vitest";
import { buildPath, endpoints, type Endpoint } from "@/api/endpoints";
import { badUploadCorpus } from "../files/bad-upload-corpus";
import { JSON_BODY_LIMIT } from "../http/body-limit";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES } from "./endpoint-examples";
import { SERVED_ENDPOINTS, tableChecksums, type SecurityEnv, withSecurityEnv, isPlanned } from "./security-env";

/**
 * The catalogue marks its upload endpoints (`upload: true`); each implemented
 * one must refuse every file of the bad-file corpus with 413, 415 or 422 and store nothing. A
 * planned one answers 501 until its issue lands, and is held to the corpus from then on.
 */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

const uploadEndpoints = SERVED_ENDPOINTS.filter((name) => "upload" in endpoints[name] && endpoints[name].upload === true);

function uploadRequest(name: (typeof uploadEndpoints)[number], file: { name: string; bytes: Uint8Array }): Request {
  const example = ENDPOINT_EXAMPLES[name];
  const form = new FormData();
  for (const [field, value] of Object.entries("input" in example ? example.input : {})) form.set(field, String(value));
  form.set("file", new Blob([file.bytes as Uint8Array<ArrayBuffer>]), file.name);
  return new Request(`${TEST_ORIGIN}${buildPath(endpoints[name].path, example.params)}`, {
    method: endpoints[name].method,
    headers: { cookie: anna, origin: TEST_ORIGIN },
    body: form,
  });
}

it("the catalogue marks the upload endpoints of deals.md §7, each with its body limit", () => {
  expect(uploadEndpoints).toContain("postDamageImage");
  for (const name of uploadEndpoints) expect(endpoints[name]).toHaveProperty("maxBodyBytes");
});

/**
 * Files of the corpus that are bad only under another endpoint's policy: a licence may have up to
 * 10 MB (account.md §5), so the photo's 6 MB plus one byte is a good licence; the corpus's licence
 * of 10 MB plus one byte holds the licence upload to its own limit.
 */
const GOOD_FOR: Partial<Record<string, readonly string[]>> = {
  putDriverLicence: ["a photo of 6 MB plus one byte"],
  // A chat file may have up to 10 MB and be a PDF (CHAT_ATTACHMENT_POLICY).
  postChatAttachment: ["a photo of 6 MB plus one byte", "a PDF as a damage photo"],
};

describe.each(uploadEndpoints)("%s", (name) => {
  it.each(
    badUploadCorpus()
      .filter((file) => !(GOOD_FOR[name] ?? []).includes(file.what))
      .map((file) => [file.what, file] as const),
  )("refuses %s and stores nothing", async (_what, file) => {
    const before = await tableChecksums(env.db);
    const response = await env.fetch(uploadRequest(name, file));
    const { maxBodyBytes = JSON_BODY_LIMIT }: Endpoint = endpoints[name];
    if (file.bytes.byteLength > maxBodyBytes) {
      // Larger than the endpoint's body limit (its file limit plus room): refused before it is read.
      expect(response.status).toBe(413);
    } else if (isPlanned(name)) {
      expect(response.status).toBe(501);
    } else {
      expect([413, 415, 422]).toContain(response.status);
    }
    expect(await tableChecksums(env.db)).toEqual(before);
  });
});
