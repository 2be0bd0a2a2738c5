/**
 * Every call of SPEC §7 that answers JSON, with what it needs (persona, preparation) and where its
 * answer comes from: for the schema proofs (schemas.test.ts, answerRanges.test.ts).
 */
import * as assistant from "../../src/api/endpoints/assistant";
import * as auth from "../../src/api/endpoints/auth";
import * as bvt from "../../src/api/endpoints/bvt";
import * as dms from "../../src/api/endpoints/dms";
import * as env from "../../src/api/endpoints/env";
import * as filter from "../../src/api/endpoints/filter";
import * as installations from "../../src/api/endpoints/installations";
import * as places from "../../src/api/endpoints/places";
import * as portal from "../../src/api/endpoints/portal";
import * as redalists from "../../src/api/endpoints/redalists";
import * as tasks from "../../src/api/endpoints/tasks";
import * as time from "../../src/api/endpoints/time";
import * as uitemplate from "../../src/api/endpoints/uitemplate";
import type { HttpClient } from "../../src/api/http";
import { RED_LISTS } from "../../src/api/types";
import type { PersonaName } from "../utils/simulated-fetch";

/** One of the installations the owner persona is registered for. */
export const OWN_ID = "AT-IPPC-000376";
export const API = "/natippc/api";

export interface Call {
  persona: PersonaName;
  /** Where the fault goes (a prefix of the call's path). */
  path: string;
  /** The fault's method, where the path also takes the call's preparation. */
  method?: "GET" | "POST";
  call: (http: HttpClient) => Promise<unknown>;
  /**
   * Whether `wrong-type` makes the answer wrong: not for a bare boolean (no number or string to
   * change), nor for the GIS export, whose features' contents are not relied on.
   */
  retypes?: false;
}

/** Every call of SPEC §7 that answers JSON, by endpoint group. */
export const CALLS: Record<string, Call> = {
  "session user": {
    persona: "anonymous",
    path: `${API}/auth/user`,
    call: (h) => auth.fetchUser(h),
  },
  "user info": {
    persona: "owner",
    path: `${API}/auth/userInfo`,
    call: (h) => auth.fetchUserInfo(h),
  },
  "role switch": {
    persona: "authority",
    path: `${API}/auth/activeRole`,
    call: (h) => auth.setActiveRole(h, "AUTHORITY_ADMIN"),
  },
  "registration for an installation": {
    persona: "owner",
    path: `${API}/auth/isRegisteredForIppcInstallation`,
    call: (h) => auth.fetchIsRegisteredForInstallation(h, OWN_ID),
    retypes: false,
  },
  environment: {
    persona: "anonymous",
    path: `${API}/env`,
    call: (h) => env.fetchEnvironment(h),
  },
  "server time": {
    persona: "anonymous",
    path: `${API}/time`,
    method: "GET",
    call: (h) => time.fetchServerTime(h),
  },
  "test clock": {
    persona: "owner",
    path: `${API}/time`,
    method: "POST",
    call: (h) => time.setServerTime(h, ""),
  },
  "portal applications": {
    persona: "anonymous",
    path: "/portal/api/userApps",
    call: (h) => portal.fetchUserApps(h),
  },
  "user settings": {
    persona: "owner",
    path: "/portal/api/userSettings",
    method: "GET",
    call: async (h) => {
      await portal.saveUserSetting(h, "schema-test", { name: "a", value: "b" });
      return portal.fetchUserSettings(h, "schema-test");
    },
  },
  "task list": {
    persona: "owner",
    path: `${API}/user-tasks`,
    call: async (h) => {
      await installations.exportInstallationsExcel(h, { searchText: "Linz" });
      return tasks.fetchUserTasks(h);
    },
  },
  "task cancel": {
    persona: "owner",
    path: `${API}/user-tasks/`,
    call: async (h) => {
      const task = await installations.exportInstallationsExcel(h, {});
      return tasks.cancelUserTask(h, task.id);
    },
  },
  "register search": {
    persona: "anonymous",
    path: `${API}/ippcInstallations`,
    call: (h) => installations.searchInstallations(h, { pageSize: 5 }),
  },
  "register search by distance": {
    persona: "anonymous",
    path: `${API}/ippcInstallations`,
    call: (h) =>
      installations.searchInstallations(h, {
        pageSize: 5,
        near: { lat: 48.306, lon: 14.286 },
      }),
  },
  "installation details": {
    persona: "owner",
    path: `${API}/ippcInstallations/${OWN_ID}`,
    call: (h) => installations.fetchInstallation(h, OWN_ID),
  },
  "register figures": {
    persona: "anonymous",
    path: `${API}/ippcInstallations/branchenStats`,
    call: (h) => installations.fetchBranchenStats(h, { bundesland: "4" }),
  },
  "last update": {
    persona: "anonymous",
    path: `${API}/ippcInstallations/lastUpdate`,
    call: (h) => installations.fetchLastUpdate(h),
  },
  "Excel export": {
    persona: "owner",
    path: `${API}/ippcInstallations/excel`,
    call: (h) => installations.exportInstallationsExcel(h, {}),
  },
  "GIS export": {
    persona: "anonymous",
    path: `${API}/ippcInstallations/gis`,
    call: (h) =>
      installations.exportInstallationsGis(h, { searchText: "Linz" }),
    retypes: false,
  },
  "permit contents": {
    persona: "anonymous",
    path: `${API}/genehmigungsinhalte/url`,
    call: (h) => installations.fetchPermitContentUrl(h, OWN_ID),
  },
  "filter metadata": {
    persona: "anonymous",
    path: `${API}/filter/metadata`,
    call: (h) => filter.fetchFilterMetadata(h),
  },
  ...Object.fromEntries(
    RED_LISTS.map((list): [string, Call] => [
      `reference list ${list}`,
      {
        persona: "anonymous",
        path: `${API}/redalists/${list}`,
        call: (h) => redalists.fetchRedList(h, list),
      },
    ]),
  ),
  "BVT conclusions": {
    persona: "anonymous",
    path: `${API}/bvt/list`,
    call: (h) => bvt.fetchBvtList(h),
  },
  "BVT document": {
    persona: "anonymous",
    path: `${API}/bvt/createDocument`,
    call: (h) => bvt.createBvtDocument(h, "LCP"),
  },
  "UI templates": {
    persona: "anonymous",
    path: `${API}/uitemplate/`,
    call: (h) => uitemplate.fetchUiTemplates(h),
  },
  "UI template": {
    persona: "anonymous",
    path: `${API}/uitemplate/export-notice`,
    call: (h) => uitemplate.fetchUiTemplate(h, "export-notice"),
  },
  "DMS folder": {
    persona: "owner",
    path: `${API}/assistant/dmsContainer/${OWN_ID}`,
    call: (h) => dms.fetchDmsContainer(h, [OWN_ID, "genehmigungen"]),
  },
  "DMS folder written": {
    persona: "owner",
    path: `${API}/assistant/dmsContainer`,
    call: (h) =>
      dms.putDmsContainer(h, {
        path: ["schema-test", "2025"],
        documents: [{ name: "Bescheid.pdf", documentType: "BESCHEID" }],
      }),
  },
  "document type": {
    persona: "owner",
    path: `${API}/assistant/dmsContainer/resolveDocumentType`,
    call: (h) => dms.resolveDocumentType(h, "BESCHEID"),
  },
  "document types": {
    persona: "owner",
    path: `${API}/assistant/dmsContainer/batch`,
    call: (h) => dms.resolveDocumentTypes(h, ["BESCHEID", "UNBEKANNT"]),
  },
  "place search": {
    persona: "anonymous",
    path: `${API}/assistant/searchPostCodeCity`,
    call: (h) => places.searchPostCodeCity(h, "Gmu"),
  },
  "assistant: DMS": {
    persona: "owner",
    path: `${API}/assistant/dmsCall`,
    call: (h) => assistant.postDmsCall(h, { installationId: OWN_ID }),
  },
  "assistant: EBB": {
    persona: "owner",
    path: `${API}/assistant/ebbCall`,
    call: (h) => assistant.postEbbCall(h, { installationId: OWN_ID }),
  },
  "assistant: registered": {
    persona: "owner",
    path: `${API}/assistant/registered`,
    call: (h) => assistant.postRegistered(h, { installationId: OWN_ID }),
  },
  "assistant: search registered": {
    persona: "owner",
    path: `${API}/assistant/searchRegistered`,
    call: (h) => assistant.postSearchRegistered(h, { pageSize: 5 }),
  },
  "assistant: site": {
    persona: "owner",
    path: `${API}/assistant/site`,
    call: (h) => assistant.postSite(h, { municipality: "Gmunden" }),
  },
  "assistant result: DMS": {
    persona: "owner",
    path: `${API}/qt/dms/result`,
    call: async (h) => {
      const { id } = await assistant.postDmsCall(h, { installationId: OWN_ID });
      return assistant.postQtResult(h, "dms", id);
    },
  },
  "assistant result: EBB": {
    persona: "owner",
    path: `${API}/qt/ebbAssistant/result`,
    call: async (h) => {
      const { id } = await assistant.postEbbCall(h, { installationId: OWN_ID });
      return assistant.postQtResult(h, "ebbAssistant", id);
    },
  },
  "assistant result: search": {
    persona: "owner",
    path: `${API}/qt/searchAssistant/result`,
    call: async (h) => {
      const { id } = await assistant.postSite(h, { postcode: "4810" });
      return assistant.postQtResult(h, "searchAssistant", id);
    },
  },
  "user group": {
    persona: "authority",
    path: `${API}/usergroup/AUTHORITY`,
    call: (h) => assistant.fetchUserGroup(h, "AUTHORITY", "4", "407"),
  },
  "user groups": {
    persona: "authority",
    path: `${API}/usergroup/batch`,
    call: (h) =>
      assistant.fetchUserGroupBatch(h, [
        "AUTHORITY:4:0",
        "NATIPPC_REGISTERED:0:0",
      ]),
  },
};
