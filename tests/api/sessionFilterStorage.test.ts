import {
  createSessionFilterStorage,
  SESSION_STORAGE_KEY,
} from "../../src/api/sessionFilterStorage";

describe("session storage (visitors who are not logged in)", () => {
  it("implements the storage interface over sessionStorage", async () => {
    sessionStorage.clear();
    const storage = createSessionFilterStorage(sessionStorage);
    await expect(storage.readSelected("installations")).resolves.toEqual({
      result: null,
      error: { message: "name_not_found", status: null },
    });
    await storage.write("filters_installations_a", "{}");
    await storage.writeSelected("installations", "a");
    await expect(storage.readAll("filters_installations_")).resolves.toEqual({
      result: [{ name: "filters_installations_a", value: "{}" }],
      error: null,
    });
    await expect(storage.readSelected("installations")).resolves.toEqual({
      result: "a",
      error: null,
    });
    await storage.remove("filters_installations_a");
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual([
      { name: "filters_ojs_selected_filter_key_installations", value: "a" },
    ]);
  });

  it("reports a full storage as a failed write", async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    } as unknown as Storage;
    await expect(
      createSessionFilterStorage(full).write("x", "y"),
    ).resolves.toMatchObject({ error: { message: "unknown_error" } });
  });
});
