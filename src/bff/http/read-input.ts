import "server-only";
import * as yup from "yup";
import { MalformedRequestError, ValidationError, type ValidationIssue } from "./errors";

/**
 * Reads the request's input (the query for GET and DELETE, the body otherwise) and checks it
 * against the endpoint's catalogue schema: unreadable input is a MalformedRequestError (400),
 * input that breaks the schema a ValidationError (422). Unknown fields are dropped.
 */
export async function readInput(request: Request, schema: yup.Schema<unknown> | null): Promise<unknown> {
  if (!schema) return undefined;
  const raw = request.method === "GET" || request.method === "DELETE" ? readQuery(request) : await readBody(request);
  try {
    return await schema.validate(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ValidationError(issuesOf(error));
    throw error;
  }
}

function readQuery(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

async function readBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (contentType === "multipart/form-data" || contentType === "application/x-www-form-urlencoded") {
    return readFormFields(request);
  }
  const text = await request.text();
  if (text.trim() === "") return {};
  if (contentType !== "application/json") throw new MalformedRequestError("The body must be JSON (content-type: application/json).");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new MalformedRequestError("The body is not valid JSON.");
  }
}

/** The text fields of a form; files are the upload handler's business, not the schema's. */
async function readFormFields(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MalformedRequestError("The form body cannot be read.");
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

function issuesOf(error: yup.ValidationError): ValidationIssue[] {
  const errors = error.inner.length > 0 ? error.inner : [error];
  return errors.map((e) => ({ path: e.path ?? "", message: e.message }));
}
