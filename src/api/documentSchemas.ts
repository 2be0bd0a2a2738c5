/**
 * The shapes of the DMS answers — an installation's folders and their documents — checked like
 * those of schemas.ts (ADR 41); kept apart so that they load with the details page, not before the
 * register's first rows.
 */
import * as v from "valibot";
import { date, text, whole } from "./answerValues";

const dmsDocumentSchema = v.object({
  id: text,
  name: text,
  documentType: text,
  /** ISO 8601. */
  created: date,
  /** Bytes; a terabyte at most. */
  size: whole(1e12),
});

/** GET and PUT /api/assistant/dmsContainer…: a folder and its documents. */
export const dmsContainerSchema = v.object({
  id: text,
  path: v.array(text),
  documents: v.array(dmsDocumentSchema),
});

/** GET /api/assistant/dmsContainer/resolveDocumentType/{type} */
export const documentTypeNameSchema = v.object({
  id: text,
  name: text,
});

/** GET /api/assistant/dmsContainer/batch/resolveDocumentType: name null for an unknown type. */
export const documentTypeNamesSchema = v.array(
  v.object({ id: text, name: v.nullable(text) }),
);
