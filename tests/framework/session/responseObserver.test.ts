import { LAST_RESPONSE_KEY } from "../../../src/framework/session/countdown";
import { createResponseObserver } from "../../../src/framework/session/responseObserver";

describe("response observer", () => {
  beforeEach(() => localStorage.clear());

  it("a successful response records the time for the countdown in every tab", () => {
    const observe = createResponseObserver({
      handlers: {},
      portalBaseUrl: "/portal",
    });
    const before = Date.now();
    observe(new Response("{}", { status: 200 }));
    expect(
      Number(localStorage.getItem(LAST_RESPONSE_KEY)),
    ).toBeGreaterThanOrEqual(before);
  });

  it("an error response does not restart the countdown", () => {
    const observe = createResponseObserver({
      handlers: {},
      portalBaseUrl: "/portal",
    });
    observe(new Response("{}", { status: 500 }));
    expect(localStorage.getItem(LAST_RESPONSE_KEY)).toBeNull();
  });

  it("after expiry the next response (401) redirects to sign-in, once", async () => {
    const login = jest.fn();
    window.history.replaceState(null, "", "/natippc/installations?q=Linz");
    const observe = createResponseObserver({
      handlers: { login },
      portalBaseUrl: "/portal",
    });
    observe(
      new Response('{"status":401,"error":"session_expired"}', { status: 401 }),
    );
    observe(
      new Response('{"status":401,"error":"session_expired"}', { status: 401 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith("/natippc/installations?q=Linz");
  });
});

it("a 401 for something that needs sign-in does not redirect", async () => {
  const login = jest.fn();
  const observe = createResponseObserver({
    handlers: { login },
    portalBaseUrl: "/portal",
  });
  observe(
    new Response('{"status":401,"error":"unauthorized"}', { status: 401 }),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(login).not.toHaveBeenCalled();
});
