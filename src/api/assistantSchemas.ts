/**
 * The shapes of the assistant's answers and the user groups, checked like those of schemas.ts
 * (ADR 41); no page of the app asks for them yet, so they are in no bundle.
 */
import * as v from "valibot";
import { between, count, text } from "./answerValues";
import { dmsContainerSchema } from "./documentSchemas";
import { installationPageSchema } from "./schemas";
import { TASK_STATUSES } from "./types";

/** Every assistant answer: the stored result's id, its state and what it found. */
function assistantResultSchema<TResult extends v.GenericSchema>(
  result: TResult,
) {
  return v.object({
    id: text,
    status: v.picklist(TASK_STATUSES),
    result,
  });
}

/** The envelope alone; what `result` holds depends on the call. */
export const anyAssistantResultSchema = assistantResultSchema(v.unknown());

/** POST /api/assistant/dmsCall and /api/qt/dms/result: the installation's DMS folder. */
export const dmsCallResultSchema = assistantResultSchema(
  v.object({ container: dmsContainerSchema }),
);

/** POST /api/assistant/ebbCall and /api/qt/ebbAssistant/result: the operator's description. */
const ebbResult = v.object({
  installationId: text,
  year: v.pipe(between(1900, 2200), v.integer()),
  title: text,
  url: text,
});
export const ebbCallResultSchema = assistantResultSchema(ebbResult);

const registeredResult = v.object({
  installationId: text,
  registered: v.boolean(),
  registeredUsers: count,
});
/** POST /api/assistant/registered */
export const registeredResultSchema = assistantResultSchema(registeredResult);

/** POST /api/assistant/searchRegistered: a page of the user's installations. */
export const searchRegisteredResultSchema = assistantResultSchema(
  installationPageSchema,
);

const siteResult = v.object({
  sites: v.array(
    v.object({
      /** Gemeindekennziffer. */
      gkz: text,
      municipality: text,
      postcode: text,
      bezirk: v.nullable(text),
      bundesland: v.nullable(text),
    }),
  ),
});
/** POST /api/assistant/site */
export const siteResultSchema = assistantResultSchema(siteResult);

/** POST /api/qt/searchAssistant/result: whichever of the search assistant's calls it stored. */
export const searchAssistantResultSchema = assistantResultSchema(
  v.union([registeredResult, installationPageSchema, siteResult]),
);

/** GET /api/usergroup/{type}/{land}/{bezirk} */
export const userGroupSchema = v.object({
  /** e.g. "AUTHORITY:4:407" (type, Bundesland, Bezirk; "0" = all). */
  id: text,
  name: text,
  /** User names. */
  members: v.array(text),
});

/** GET /api/usergroup/batch/{ids} */
export const userGroupsSchema = v.array(userGroupSchema);
