/**
 * The 'Mehr' menu when its own code cannot be loaded (ADR 34): the button stays and says it is
 * open, the part's German message with the reload stands where the menu would (the button names
 * it), the host hears of it, and the button closes it again.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PRELOAD_ERROR_EVENT } from "../../../src/framework/host";
import { OverflowMenu } from "../../../src/framework/page/OverflowMenu";

// What the browser's chunk loader does when the file does not come, on each try.
jest.mock("../../../src/ui/popups", () => {
  throw new Error("Loading chunk popups failed.");
});

it("its code not loading: the message in its place, named by the button, which closes it", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const heard = jest.fn();
  window.addEventListener(PRELOAD_ERROR_EVENT, heard);
  try {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <OverflowMenu items={[{ id: "drucken", label: "Drucken", onClick }]} />,
    );
    const more = screen.getByRole("button", { name: /Mehr/ });
    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "true");

    const alert = await screen.findByRole("alert", undefined, {
      timeout: 3000,
    });
    expect(
      within(alert).getByText(
        /^Dieser Teil der Seite konnte nicht geladen werden\./,
      ),
    ).toBeVisible();
    expect(more).toHaveAttribute("aria-controls", alert.id);
    expect(
      within(alert).getByRole("button", { name: "Seite neu laden" }),
    ).toBeVisible();
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    expect((heard.mock.calls[0]?.[0] as CustomEvent).detail.part).toBe(
      "overflow-menu",
    );

    await user.click(more);
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(onClick).not.toHaveBeenCalled();
  } finally {
    window.removeEventListener(PRELOAD_ERROR_EVENT, heard);
  }
});
