/**
 * Mounting through the single-spa lifecycles as a portal does.
 */

/** The custom props single-spa hands the lifecycles, with the host props of a portal. */
export function lifecycleProps(extra: Record<string, unknown> = {}) {
  return {
    name: "natippc",
    singleSpa: {},
    mountParcel: jest.fn(),
    basename: "/natippc",
    portalBaseUrl: "/portal",
    ...extra,
  } as never;
}

/** React's flag for test environments that wrap updates in act(). */
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * The suite mounts as a portal does, with no act() around the app's own updates: React is told it
 * is not in an act() environment, as in a browser.
 */
export function mountOutsideAct(): void {
  let wasActEnvironment: boolean | undefined;
  beforeAll(() => {
    wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
}
