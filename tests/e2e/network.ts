import { expect, type BrowserContext, type Request } from "@playwright/test";

/**
 * The signed-in user's tasks: the frame asks for them once the page's first content is on the
 * screen, the last of what it leaves until then.
 */
export const TASKS_REQUEST = /\/natippc\/api\/user-tasks$/;
const TASKS = "/natippc/api/user-tasks";

const isApi = (request: Request) =>
  /^\/(natippc|portal)\/api\//.test(new URL(request.url()).pathname);

/** A page, or a browser context with all its pages. */
interface RequestEvents {
  on(
    event: "request" | "requestfinished" | "requestfailed",
    listener: (request: Request) => void,
  ): unknown;
}

/**
 * Watches the calls of a page, or of all a browser context's pages, to the app's and the portal's
 * APIs; start before the first page loads, so that a slow call of the load is counted too. Every
 * successful answer restarts the session countdown, and a call under way when the clock jumps runs out of time: a
 * test that jumps the clock waits for `answered()` first — the page has asked for what it leaves
 * until after its first content (the tasks list) and none of its calls is without its answer.
 */
export function watchApi(target: RequestEvents): {
  open(): number;
  answered(): Promise<void>;
} {
  const open = new Set<Request>();
  let tasksAnswered = false;
  target.on("request", (request) => {
    if (isApi(request)) open.add(request);
  });
  const ended = (request: Request) => {
    if (!open.delete(request)) return;
    if (new URL(request.url()).pathname === TASKS) tasksAnswered = true;
  };
  target.on("requestfinished", ended);
  target.on("requestfailed", ended);
  return {
    open: () => open.size,
    async answered() {
      await expect
        .poll(() => tasksAnswered, { message: "the tasks list asked for" })
        .toBe(true);
      await expect
        .poll(() => [...open].map((request) => request.url()), {
          message: "API calls under way",
        })
        .toEqual([]);
    },
  };
}

/**
 * Every successful answer restarts the session countdown, so a test that jumps the clock forward
 * has the frame's task polling answer 503 (a poll every 2 s would keep the countdown from ever
 * running out), and the server log too: the failed poll is logged a few seconds after the page
 * has loaded, and that answer, arriving after a jump, would start the countdown again under the
 * test's feet. On the context, so that a second tab opened in it is quiet the same way.
 */
export async function quietBackground(context: BrowserContext): Promise<void> {
  await context.route("**/natippc/api/user-tasks", (route) =>
    route.fulfill({ status: 503, json: { error: "polling_off" } }),
  );
  await context.route("**/natippc/api/log", (route) =>
    route.fulfill({ status: 503, json: { error: "log_off" } }),
  );
}
