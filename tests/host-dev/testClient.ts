const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Serialised as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  body?: BodyInit;
  /** Send the XSRF header on mutating requests (default true). */
  xsrf?: boolean;
}

/**
 * A browser in miniature: keeps cookies (honouring Max-Age=0) and echoes XSRF-TOKEN in
 * X-XSRF-TOKEN like the app's client; follows no redirect. `send` answers a request: the simulated
 * API's own `fetch` in jest, a real server over HTTP in the browser suites. Imports nothing of the
 * simulated API, so that suites outside jest can use it.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly send: (request: Request) => Promise<Response>,
    private readonly origin = "http://localhost:3000",
  ) {}

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const method =
      options.method ??
      (options.json !== undefined || options.form ? "POST" : "GET");
    const headers = new Headers(options.headers);
    if (this.cookies.size > 0) {
      headers.set(
        "Cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (
      (options.xsrf ?? true) &&
      xsrf &&
      MUTATING.has(method) &&
      !headers.has("X-XSRF-TOKEN")
    ) {
      headers.set("X-XSRF-TOKEN", xsrf);
    }
    let body = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has("Content-Type"))
        headers.set("Content-Type", "application/json");
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers.set("Content-Type", "application/x-www-form-urlencoded");
    }
    const response = await this.send(
      new Request(`${this.origin}${path}`, {
        method,
        headers,
        body,
        redirect: "manual",
      }),
    );
    this.store(response);
    return response;
  }

  get(path: string): Promise<Response> {
    return this.request(path);
  }

  post(path: string, json?: unknown): Promise<Response> {
    return this.request(path, { method: "POST", json });
  }

  /** Fetches any page so the server hands out an XSRF token. */
  async primeXsrf(): Promise<string> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.get("/natippc/api/env");
    const token = this.cookies.get("XSRF-TOKEN");
    if (!token) throw new Error("no XSRF-TOKEN cookie issued");
    return token;
  }

  async login(persona: string): Promise<void> {
    const response = await this.get(
      `/__dev/login?as=${persona}&returnUrl=/natippc/start`,
    );
    if (response.status !== 302)
      throw new Error(`login as ${persona}: ${response.status}`);
    await this.primeXsrf();
  }

  private store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
