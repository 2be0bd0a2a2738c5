import { useCallback } from "react";
import { useHost } from "../host/HostContext";
import { assignLocation } from "../host/navigate";

/** Sends the visitor to sign-in and back to where they are: the host's handler, else the portal's sign-in page. */
export function useLogin() {
  const { handlers, portalBaseUrl } = useHost();
  return useCallback(() => {
    const returnUrl =
      window.location.pathname + window.location.search + window.location.hash;
    if (handlers.login) handlers.login(returnUrl);
    else
      assignLocation(
        `${portalBaseUrl}/login?returnUrl=${encodeURIComponent(returnUrl)}`,
      );
  }, [handlers, portalBaseUrl]);
}
