import { portalUrls } from "../../api/hostAddresses";
import { useCallback } from "react";
import { assignLocation, useHost, type ResolvedHost } from "../host";

/** Sends the visitor to sign-in and back to where they are: the host's handler, else the portal's sign-in page. */
export function redirectToLogin(
  host: Pick<ResolvedHost, "handlers" | "portalBaseUrl">,
): void {
  const returnUrl =
    window.location.pathname + window.location.search + window.location.hash;
  if (host.handlers.login) host.handlers.login(returnUrl);
  else assignLocation(portalUrls(host.portalBaseUrl).login(returnUrl));
}

export function useLogin() {
  const host = useHost();
  return useCallback(() => redirectToLogin(host), [host]);
}
