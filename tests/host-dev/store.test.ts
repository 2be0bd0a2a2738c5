/** @jest-environment node */
import { readFileSync } from "node:fs";
import { JsonStore } from "../../host-dev/api/store";
import { makeDataDir } from "./client";

describe("the simulated API's files", () => {
  it("a save of one file does not wait behind a large write of another", async () => {
    const store = new JsonStore(makeDataDir());
    const large = store.document(
      "large",
      () => ({ text: "" }),
      (raw) => raw as { text: string },
    );
    const small = store.document(
      "small",
      () => ({ text: "" }),
      (raw) => raw as { text: string },
    );
    large.value.text = "x".repeat(40_000_000);
    small.value.text = "klein";
    const finished: string[] = [];
    await Promise.all([
      large.save().then(() => finished.push("large")),
      small.save().then(() => finished.push("small")),
    ]);
    expect(finished).toEqual(["small", "large"]);
  });

  it("writes of one file go one after the other, the last change last", async () => {
    const store = new JsonStore(makeDataDir());
    const settings = store.document(
      "settings",
      () => ({ value: 0 }),
      (raw) => raw as { value: number },
    );
    const saves: Promise<void>[] = [];
    for (let i = 1; i <= 20; i++) {
      settings.value.value = i;
      saves.push(settings.save());
      await store.writeFile("result.bin", new Uint8Array([i]));
    }
    await Promise.all(saves);
    await store.flush();
    expect(
      JSON.parse(readFileSync(store.path("settings.json"), "utf8")),
    ).toEqual({ value: 20 });
    expect([...readFileSync(store.path("result.bin"))]).toEqual([20]);
  });
});
