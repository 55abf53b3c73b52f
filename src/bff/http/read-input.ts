import "server-only";
import * as yup from "yup";
import type { Issue, IssueCode } from "@/api/problem-codes";
import { ValidationError } from "../domain-errors";
import type { UploadedFile } from "../files/uploaded-file";
import { readBodyBytes, readBodyText } from "./body-limit";
import { MalformedRequestError } from "./errors";
import { inputShapeProblem } from "./input-shape";

/**
 * Reads the request's input (the query for GET and DELETE, the body otherwise) and checks it
 * against the endpoint's catalogue schema: unreadable input, or a shape refused before any
 * schema sees it (`input-shape.ts`), is a MalformedRequestError (400), input that breaks the
 * schema a ValidationError (422), a body over `maxBodyBytes` a PayloadTooLargeError (413).
 * Unknown fields are dropped.
 */
export async function readInput(
  request: Request,
  schema: yup.Schema<unknown> | null,
  maxBodyBytes: number,
  { acceptsRawFile = false } = {},
): Promise<{ input: unknown; files: UploadedFile[] }> {
  if (!schema) return { input: undefined, files: [] };
  const fromQuery = request.method === "GET" || request.method === "DELETE";
  const { fields: raw, files } = fromQuery ? { fields: readQuery(request), files: [] } : await readBody(request, maxBodyBytes, acceptsRawFile);
  const problem = inputShapeProblem(raw, fromQuery ? "no-control" : "no-nul");
  if (problem) throw new MalformedRequestError(problem);
  try {
    return { input: await schema.validate(raw, { abortEarly: false, stripUnknown: true }), files };
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ValidationError(issuesOf(error));
    throw error;
  }
}

function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Body types that are never a file of its own: forms, JSON and plain text. */
const NOT_A_RAW_FILE = new Set(["", "multipart/form-data", "application/x-www-form-urlencoded", "application/json", "text/plain"]);

async function readBody(request: Request, maxBytes: number, acceptsRawFile: boolean): Promise<{ fields: unknown; files: UploadedFile[] }> {
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (contentType === "multipart/form-data" || contentType === "application/x-www-form-urlencoded") {
    return readForm(request, maxBytes);
  }
  // An upload URL's PUT (account.md §7): the body is the file itself, sent with its content type;
  // its name comes from the URL, and the upload checks read its type from its bytes.
  if (acceptsRawFile && request.method === "PUT" && !NOT_A_RAW_FILE.has(contentType)) {
    return { fields: {}, files: [{ field: "file", name: "", bytes: await readBodyBytes(request, maxBytes) }] };
  }
  const text = await readBodyText(request, maxBytes);
  if (text.trim() === "") return { fields: {}, files: [] };
  if (contentType !== "application/json") throw new MalformedRequestError("The body must be JSON (content-type: application/json).");
  try {
    return { fields: JSON.parse(text) as unknown, files: [] };
  } catch {
    throw new MalformedRequestError("The body is not valid JSON.");
  }
}

/**
 * A form: its text fields go to the schema; its files to the upload handler, which checks them
 * (`files/upload-validation.ts`). Only upload endpoints accept a multipart body cross-site-safely
 * (`cross-site.ts`); the others ignore the files.
 */
async function readForm(request: Request, maxBytes: number): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const bytes = await readBodyBytes(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new MalformedRequestError("The form body cannot be read.");
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for (const [key, value] of form) {
    if (typeof value === "string") fields[key] = value;
    else files.push({ field: key, name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  return { fields, files };
}

/** yup's test names as the codes of the wire (`api/problem-codes.ts`). */
const CODE_OF_TEST: Readonly<Record<string, IssueCode>> = {
  required: "required",
  optionality: "required",
  nullable: "required",
  defined: "required",
  integer: "integer",
  amount: "amount",
  min: "min",
  max: "max",
  typeError: "type",
  oneOf: "one_of",
  email: "email",
  postcode: "postcode_invalid",
};

/** The limits a message names (`min`, `max`), without yup's bookkeeping (value, spec, path). */
const VALUE_PARAMS = ["min", "max"] as const;

function issuesOf(error: yup.ValidationError): Issue[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  return errors.map((e) => {
    const values = Object.fromEntries(VALUE_PARAMS.flatMap((name) => (typeof e.params?.[name] === "number" ? [[name, e.params[name]]] : [])));
    const code = (e.type !== undefined && Object.hasOwn(CODE_OF_TEST, e.type) ? CODE_OF_TEST[e.type] : undefined) ?? "invalid";
    return { path: e.path ?? "", code, message: e.message, ...(Object.keys(values).length > 0 ? { values } : {}) };
  });
}
