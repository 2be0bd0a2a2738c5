/**
 * The shapes of the BAT conclusions' answers, checked like those of schemas.ts (ADR 41); kept apart
 * so that they load with the pages that show them, not before the register's first rows.
 */
import * as v from "valibot";
import { count, date, text } from "./answerValues";

/** GET /api/bvt/list */
export const bvtListSchema = v.array(
  v.object({
    id: text,
    /** e.g. "LCP". */
    code: text,
    /** German title. */
    title: text,
    /** e.g. "(EU) 2021/2326". */
    decision: text,
    /** ISO date. */
    publicationDate: date,
    installationCount: count,
    /** The reconsideration of permits these conclusions call for (IED Art. 21(3)); absent where the backend has none. */
    reconsideration: v.optional(
      v.object({
        /** ISO date: publication + 4 years. */
        deadline: date,
        /** Installations whose main activity they cover, by where they stand today. */
        installations: v.object({
          ADAPTED: count,
          ADAPTED_LATE: count,
          OPEN: count,
          OVERDUE: count,
        }),
      }),
    ),
  }),
);

/** GET /api/bvt/createDocument: the id to fetch through /bvt/getFile/{id}. */
export const bvtDocumentRefSchema = v.object({ documentId: text });
