import { PRELOAD_ERROR_EVENT } from "../host";

/** A chunk that could not be loaded, also on the second try. */
export class ChunkLoadFailed extends Error {
  constructor(
    readonly part: string,
    cause: unknown,
    /** The chunk's file is gone from the server: a new deployment has replaced it. */
    readonly newVersion = false,
  ) {
    super(`The code of '${part}' could not be loaded`, { cause });
    this.name = "ChunkLoadFailed";
  }
}

/** A blip of the line is usually over by then; a file replaced by a new deployment is not. */
const RETRY_AFTER_MS = 1000;

/** Resolves at once while the browser is online, else when it is again. */
function whenOnline(): Promise<void> {
  if (navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener("online", () => resolve(), { once: true }),
  );
}

/** The bundler's module variables (webpack's, which rspack keeps): where and under what name its chunks are. */
declare const __webpack_public_path__: string | undefined;
declare const __webpack_get_script_filename__:
  ((chunkId: string) => string) | undefined;

/**
 * The file a chunk error is about. The bundler's error names it in `request` — except rspack's for
 * a stylesheet, which reads the `<link>`'s `src` and so names none; then the chunk's script, found
 * by the chunk id in the message, stands for it (a deployment replaces both).
 */
function failedFile(error: unknown): string | null {
  const { request, message } = (error ?? {}) as {
    request?: unknown;
    message?: unknown;
  };
  if (typeof request === "string" && /^https?:/.test(request)) return request;
  const chunkId =
    typeof message === "string" ? /chunk (\S+) failed/.exec(message)?.[1] : "";
  if (
    !chunkId ||
    typeof __webpack_get_script_filename__ !== "function" ||
    typeof __webpack_public_path__ !== "string"
  )
    return null;
  return new URL(
    __webpack_public_path__ + __webpack_get_script_filename__(chunkId),
    document.baseURI,
  ).href;
}

/**
 * Whether the file of a chunk that failed is no longer there: gone from the server (404, 410), or
 * answered with an HTML page, as a portal does that sends its page for every path it does not know.
 * The hashed files of a new deployment have replaced it, and only a reload helps. A network
 * failure, or a server that cannot say, counts as no.
 */
async function replacedByNewDeployment(error: unknown): Promise<boolean> {
  const url = failedFile(error);
  if (url === null) return false;
  try {
    const response = await fetch(url, { method: "HEAD", cache: "no-store" });
    return (
      response.status === 404 ||
      response.status === 410 ||
      (response.ok &&
        /^text\/html/i.test(response.headers.get("Content-Type") ?? ""))
    );
  } catch {
    return false;
  }
}

/**
 * Loads a chunk; when that fails, once more a second later (the bundler's runtime forgets a failed
 * chunk, so the second try fetches anew) — and if the browser is offline, once it is online again,
 * as the requests wait (the frame says why meanwhile). A second failure fires PRELOAD_ERROR_EVENT
 * and rejects with ChunkLoadFailed, which the part's boundary shows in German — as a new version
 * to reload for when the file is gone from the server.
 */
export async function loadChunk<T>(
  part: string,
  load: () => Promise<T>,
): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      const newVersion = await replacedByNewDeployment(error);
      window.dispatchEvent(
        new CustomEvent(PRELOAD_ERROR_EVENT, {
          detail: { part, error, newVersion },
        }),
      );
      throw new ChunkLoadFailed(part, error, newVersion);
    }
  }
}
