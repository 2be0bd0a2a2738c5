import { FRAME_TEXTS } from "../../i18n/frame";
import { textFor } from "../../i18n/lookup";

/** The German label of an environment name (SPEC §3); unknown names get the default. */
export function environmentLabel(environment: string | undefined): string {
  return (
    textFor(FRAME_TEXTS.environments, environment) ||
    FRAME_TEXTS.unknownEnvironment
  );
}

export function isProduction(environment: string | undefined): boolean {
  return environment === "PROD";
}
