import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CHROMIUM, CHROMIUM_FLAGS } from "./paths";

export interface DebuggableChromium {
  port: number;
  close(): Promise<void>;
}

/** Debian's Chromium with a DevTools port, a fresh profile each time, for Lighthouse to drive. */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "natippc-bench-chromium-"));
  const child: ChildProcess = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => resolve()),
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not start:\n${output}`)),
      30_000,
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void exited.then(() => reject(new Error(`Chromium exited:\n${output}`)));
  });
  return {
    port,
    async close() {
      child.kill("SIGTERM");
      await exited;
      // Chromium's helper processes may still write to the profile for a moment; a profile left in
      // the temporary directory must not cost the measurement that already succeeded.
      try {
        rmSync(profile, {
          recursive: true,
          force: true,
          maxRetries: 10,
          retryDelay: 100,
        });
      } catch (error) {
        process.stderr.write(`could not remove ${profile}: ${String(error)}\n`);
      }
    },
  };
}
