/**
 * The router keeps the page the user went to: while the next page loads, the page being left is
 * still mounted, and a write of its own address (`replace`, as a filter writes its criteria) must
 * not send the user back.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { use, useEffect } from "react";
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useNavigationType,
  useSearchParams,
  type RouteObject,
} from "react-router";
import { AppRouter } from "../../../src/framework/routing";

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

it("a page being left cannot replace the address of the page the user went to", async () => {
  const nextPageCode = deferred();
  /** Writes its criteria into its own address when told to, as the register's filter does. */
  let writeCriteria = () => {};
  function Register() {
    const [params, setParams] = useSearchParams();
    useEffect(() => {
      writeCriteria = () =>
        setParams({ bundesland: "tirol" }, { replace: true });
    }, [setParams]);
    return <h1>Anlagenregister {params.get("bundesland")}</h1>;
  }
  function Inspections() {
    use(nextPageCode.promise);
    return <h1>Umweltinspektion</h1>;
  }
  const routes: RouteObject[] = [
    { path: "/register", element: <Register /> },
    { path: "/inspections", element: <Inspections /> },
  ];
  const history = createMemoryHistory({
    initialEntries: ["/register"],
    v5Compat: true,
  });
  render(<AppRouter history={history} routes={routes} />);
  const heading = () => screen.getByRole("heading").textContent;
  expect(heading()).toBe("Anlagenregister ");

  // Its own address, while it is the page shown: written.
  await act(async () => writeCriteria());
  expect(history.location.search).toBe("?bundesland=tirol");
  await waitFor(() => expect(heading()).toBe("Anlagenregister tirol"));

  // The user goes on; the next page's code is still on its way, the register still shown.
  await act(async () => history.push("/inspections"));
  expect(heading()).toBe("Anlagenregister tirol");
  await act(async () => writeCriteria());
  expect(history.location.pathname).toBe("/inspections");

  await act(async () => nextPageCode.resolve());
  await waitFor(() => expect(heading()).toBe("Umweltinspektion"));
  expect(history.location.pathname).toBe("/inspections");
  expect(history.index).toBe(1);
});

it("a portal's own popstate after a push is not a second navigation; its own navigation is one", async () => {
  function Shown({ name }: { name: string }) {
    return (
      <h1>
        {name} {useNavigationType()}
      </h1>
    );
  }
  const routes: RouteObject[] = [
    { path: "/register", element: <Shown name="Anlagenregister" /> },
    { path: "/faq", element: <Shown name="FAQ" /> },
  ];
  window.history.replaceState(null, "", "/register");
  const history = createBrowserHistory({ v5Compat: true });
  render(<AppRouter history={history} routes={routes} />);
  expect(screen.getByRole("heading").textContent).toBe("Anlagenregister POP");
  // single-spa follows every pushState with a popstate of its own.
  await act(async () => {
    history.push("/faq");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await waitFor(() =>
    expect(screen.getByRole("heading").textContent).toBe("FAQ PUSH"),
  );
  // The portal's own navigation (singleSpaNavigate): its pushState, then its popstate.
  await act(async () => {
    window.history.pushState(null, "", "/register");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await waitFor(() =>
    expect(screen.getByRole("heading").textContent).toBe("Anlagenregister POP"),
  );
});
