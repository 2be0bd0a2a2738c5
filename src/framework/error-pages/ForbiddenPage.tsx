import { useEffect } from "react";
import { Page } from "../page";
import { useBackInApp } from "../routing";
import { T } from "../../i18n/de";
import { useLogin } from "../session";

/**
 * 403 for a route and everything below it. An anonymous visitor is sent to the portal
 * sign-in with a return address instead, unless the build disables it (NATIPPC_LOGIN_REDIRECT=off).
 */
export function ForbiddenPage({ isLoggedIn }: { isLoggedIn: boolean }) {
  const back = useBackInApp();
  const login = useLogin();
  const redirect = !isLoggedIn && __LOGIN_REDIRECT__;
  useEffect(() => {
    if (redirect) login();
  }, [redirect, login]);
  return (
    <Page title={T.pages.forbidden}>
      <p>{redirect ? T.pages.forbiddenLogin : T.pages.forbiddenText}</p>
      <button type="button" onClick={back}>
        {T.pages.back}
      </button>
    </Page>
  );
}
