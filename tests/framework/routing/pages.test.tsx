import { act, StrictMode, startTransition, use } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { createHttpClient } from "../../../src/api/http";
import { createQueryClient } from "../../../src/app/queryClient";
import { resolveHost } from "../../../src/framework/host";
import { pageLoader, RoutePage } from "../../../src/framework/routing";

/** Never settles: a tree that renders it is never committed. */
const NEVER = new Promise<never>(() => {});
function Never(): null {
  use(NEVER);
  return null;
}

it("a render React throws away opens no page and asks for no data", async () => {
  const rendered = jest.fn();
  const load = jest.fn(async () => () => {
    rendered();
    return <h1>Liste</h1>;
  });
  const prefetch = jest.fn();
  const loader = pageLoader(
    { path: "list", name: "Liste", load, prefetch },
    "list",
    {
      queryClient: createQueryClient(),
      http: createHttpClient(resolveHost({})),
    },
  );
  if (!loader) throw new Error("the route has a page");
  const open = jest.spyOn(loader, "open");
  // The code there already: the page renders without suspending.
  await loader.settled();
  const root = createRoot(document.createElement("div"));
  // StrictMode renders twice; the sibling keeps the transition from ever being committed.
  await act(async () => {
    startTransition(() =>
      root.render(
        <StrictMode>
          <MemoryRouter initialEntries={["/list?q=Linz"]}>
            <RoutePage loader={loader} />
            <Never />
          </MemoryRouter>
        </StrictMode>,
      ),
    );
    await Promise.resolve();
  });
  // The page was rendered, in a render that was never committed.
  expect(rendered).toHaveBeenCalled();
  expect(open).not.toHaveBeenCalled();
  expect(prefetch).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
  act(() => root.unmount());
});

it("a page whose code could not be loaded is loaded anew when it is opened again", async () => {
  const Page = () => <h1>Liste</h1>;
  const load = jest
    .fn<Promise<typeof Page>, []>()
    .mockRejectedValueOnce(new Error("Loading chunk 7 failed"))
    .mockRejectedValueOnce(new Error("Loading chunk 7 failed"))
    .mockResolvedValue(Page);
  const loader = pageLoader({ path: "list", name: "Liste", load }, "list", {
    queryClient: createQueryClient(),
    http: createHttpClient(resolveHost({})),
  });
  if (!loader) throw new Error("the route has a page");
  loader.open("", {});
  await loader.settled();
  expect(loader.loaded()).toBeUndefined();
  const failed = loader.Lazy;
  // loadChunk's own second try came with the first opening.
  expect(load).toHaveBeenCalledTimes(2);
  loader.open("", {});
  await loader.settled();
  expect(loader.loaded()).toBeDefined();
  expect(loader.Lazy).not.toBe(failed);
  expect(load).toHaveBeenCalledTimes(3);
  // Once there, opening it again loads nothing.
  loader.open("", {});
  expect(load).toHaveBeenCalledTimes(3);
});
