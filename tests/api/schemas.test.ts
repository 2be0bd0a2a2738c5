/**
 * ADR 18: every JSON answer meets its schema where it arrives. Each JSON call of SPEC §7 against
 * the simulated API (host-dev): its right answer passes, and the same answer made wrong — another
 * kind (`wrong-shape`), or one value of another type (`wrong-type`) — is a ParseError of that call,
 * never data.
 */
import * as assistant from "../../src/api/endpoints/assistant";
import {
  ParseError,
  createHttpClient,
  type HttpClient,
} from "../../src/api/http";
import {
  installSimulatedApi,
  type SimulatedApiHandle,
} from "../utils/simulated-fetch";
import { CALLS, OWN_ID } from "./answerCalls";

let sim: SimulatedApiHandle;
let http: HttpClient;

beforeAll(() => {
  sim = installSimulatedApi();
  http = createHttpClient({ portalBaseUrl: "/portal" });
});
afterAll(async () => {
  await sim.close();
});

const ALL = Object.entries(CALLS);

describe("the simulated API's answers fit their schemas", () => {
  it.each(ALL)("%s", async (_name, { persona, call }) => {
    await sim.loginAs(persona);
    await expect(call(http)).resolves.not.toBeUndefined();
  });

  it("the assistant's results carry what each call found", async () => {
    await sim.loginAs("owner");
    const folder = await assistant.postDmsCall(http, {
      installationId: OWN_ID,
    });
    expect(folder.result.container.path).toEqual([OWN_ID, "genehmigungen"]);
    const search = await assistant.postQtResult(
      http,
      "searchAssistant",
      (await assistant.postRegistered(http, { installationId: OWN_ID })).id,
    );
    expect(search.result).toMatchObject({ registered: true });
  });
});

describe("an answer of another kind is a ParseError (wrong-shape)", () => {
  it.each(ALL)("%s", async (_name, { persona, path, method, call }) => {
    await sim.loginAs(persona);
    await sim.addFault({ path, method, mode: "wrong-shape", times: 1 });
    await expect(call(http)).rejects.toBeInstanceOf(ParseError);
  });
});

describe("an answer with one value of another type is a ParseError (wrong-type)", () => {
  it.each(ALL.filter(([, { retypes }]) => retypes !== false))(
    "%s",
    async (_name, { persona, path, method, call }) => {
      await sim.loginAs(persona);
      await sim.addFault({ path, method, mode: "wrong-type", times: 1 });
      const error = await call(http).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ParseError);
      // The message names the field and what it should be.
      expect(String((error as ParseError).cause)).toMatch(
        /: Invalid type: Expected .+ but received/,
      );
    },
  );
});
