/** A recording stand-in for fetch, for the client-rule tests. */

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  init: RequestInit;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function jsonResponse(data: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(data), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

export function createFakeFetch(responder: Responder = () => jsonResponse({})) {
  const calls: RecordedCall[] = [];
  const fetch = jest.fn(
    async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: RecordedCall = {
        url: String(input),
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body: init.body,
        init,
      };
      calls.push(call);
      return responder(call);
    },
  );
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    mock: fetch,
    calls,
    last(): RecordedCall {
      const call = calls.at(-1);
      if (!call) throw new Error("fetch was not called");
      return call;
    },
  };
}

/** A fetch that never answers until its signal aborts — for timeout and abort tests. */
export function createHangingFetch() {
  return jest.fn(
    (_input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener(
          "abort",
          () => reject(init.signal?.reason),
          { once: true },
        );
      }),
  ) as unknown as typeof globalThis.fetch;
}

export function setCookie(name: string, value: string) {
  document.cookie = `${name}=${value}; path=/`;
}

export function clearCookie(name: string) {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
