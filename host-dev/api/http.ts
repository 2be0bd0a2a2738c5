import { z } from "zod";
import { notFound, parseWith } from "./errors";

/** Content-Disposition for downloads; the ASCII fallback keeps old clients happy. */
export function attachment(fileName: string): string {
  const fallback = fileName
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const INSTALLATION_ID = /^AT-IPPC-\d{6}$/;

export const installationIdSchema = z
  .string()
  .regex(INSTALLATION_ID, "Anlagen-ID im Format AT-IPPC-000123 erwartet");

/** A path parameter that must be an installation id of the data set. */
export function installationIdParam(
  value: string,
  exists: (id: string) => boolean,
): string {
  const id = parseWith(installationIdSchema, value, "Anlagen-ID");
  if (!exists(id)) throw notFound(`Die Anlage ${id} wurde nicht gefunden.`);
  return id;
}

/** Generic path segment (DMS paths, group ids): letters, digits and a few separators. */
export const segmentSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, "ungültige Zeichen")
  .refine((s) => !/^\.+$/.test(s), "ungültiger Pfadteil");

export function segment(value: string, what: string): string {
  return parseWith(segmentSchema, value, what);
}
