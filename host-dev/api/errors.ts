import type { Context } from "hono";
import { z } from "zod";
import type { ApiErrorBody } from "../../src/api/types";

/** Thrown by handlers and helpers; app.onError turns it into the JSON error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function errorResponse(
  status: number,
  error: string,
  message: string,
  path?: string,
  headers: Record<string, string> = {},
): Response {
  const body: ApiErrorBody = {
    status,
    error,
    message,
    ...(path ? { path } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

export const badRequest = (message: string, error = "bad_request"): HttpError =>
  new HttpError(400, error, message);
export const notFound = (message: string): HttpError =>
  new HttpError(404, "not_found", message);
export const unauthorized = (): HttpError =>
  new HttpError(
    401,
    "unauthorized",
    "Für diese Funktion ist eine Anmeldung erforderlich.",
  );
export const forbidden = (message: string): HttpError =>
  new HttpError(403, "forbidden", message);

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map(
      (issue) =>
        `${issue.path.length > 0 ? issue.path.join(".") : "Anfrage"}: ${issue.message}`,
    )
    .join("; ");
}

export function parseWith<T>(
  schema: z.ZodType<T>,
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new HttpError(
      400,
      "validation",
      `Ungültige ${what} – ${describeIssues(result.error)}`,
    );
  }
  return result.data;
}

/** Reads a JSON body strictly: JSON content type (or none), parseable, matching the schema. */
export async function readJson<T>(
  c: Context,
  schema: z.ZodType<T>,
): Promise<T> {
  const type = c.req.header("Content-Type");
  if (type && !/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Erwartet wird application/json.",
    );
  }
  const text = await c.req.text();
  if (text.trim() === "")
    throw badRequest("Der Anfrageinhalt fehlt.", "malformed_json");
  let raw: unknown;
  let reserved = false;
  try {
    // A "__proto__" key is an own property after JSON.parse, but most code that copies or checks
    // objects skips it or follows it to the prototype: refused, rather than silently ignored.
    raw = JSON.parse(text, (key, value: unknown) => {
      if (key === "__proto__") reserved = true;
      return value;
    });
  } catch {
    throw badRequest(
      "Der Anfrageinhalt ist kein gültiges JSON.",
      "malformed_json",
    );
  }
  if (reserved)
    throw badRequest(
      "Ungültige Anfragedaten – der Name __proto__ ist nicht erlaubt.",
      "validation",
    );
  return parseWith(schema, raw, "Anfragedaten");
}

/**
 * Reads form fields (urlencoded or multipart, as the client's form support
 * may send either). Repeated fields and file uploads are rejected.
 */
export async function readForm<T>(
  c: Context,
  schema: z.ZodType<T>,
): Promise<T> {
  const type = c.req.header("Content-Type") ?? "";
  // A Map: a field named toString is not already there.
  const fields = new Map<string, string>();
  const add = (name: string, value: unknown): void => {
    if (typeof value !== "string")
      throw badRequest(`Feld ${name}: Datei nicht erlaubt.`);
    if (fields.has(name))
      throw badRequest(`Feld ${name} ist mehrfach angegeben.`);
    fields.set(name, value);
  };
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
    for (const [name, value] of new URLSearchParams(await c.req.text()))
      add(name, value);
  } else if (/^multipart\/form-data\b/i.test(type)) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest("Der Formularinhalt ist fehlerhaft.", "malformed_form");
    }
    form.forEach((value, name) => add(name, value));
  } else {
    throw new HttpError(
      415,
      "unsupported_media_type",
      "Erwartet wird application/x-www-form-urlencoded oder multipart/form-data.",
    );
  }
  return parseWith(schema, asObject(fields), "Formulardaten");
}

/**
 * Fields for a schema to check: own properties only (a `__proto__` field stays data and is refused
 * as an unknown key), on an object without a prototype, so a missing field is missing.
 */
function asObject(fields: ReadonlyMap<string, string>): Record<string, string> {
  const result: Record<string, string> = Object.create(null);
  // Without a prototype there is no __proto__ setter either: every name becomes an own property.
  for (const [name, value] of fields) result[name] = value;
  return result;
}

/** Query parameters for a schema; repeated parameters are an error. */
function queryObject(c: Context): Record<string, string> {
  const params = new URL(c.req.url).searchParams;
  const result = new Map<string, string>();
  for (const [name, value] of params) {
    if (result.has(name))
      throw badRequest(`Parameter ${name} ist mehrfach angegeben.`);
    result.set(name, value);
  }
  return asObject(result);
}

export function parseQuery<T>(c: Context, schema: z.ZodType<T>): T {
  return parseWith(schema, queryObject(c), "Parameter");
}
