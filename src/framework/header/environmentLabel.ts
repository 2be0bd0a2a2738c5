import { FRAME_TEXTS } from "../../i18n/frame";

/** The German label of an environment name (SPEC §3); unknown names get the default. */
export function environmentLabel(environment: string | undefined): string {
  const labels: Readonly<Record<string, string>> = FRAME_TEXTS.environments;
  return (environment && labels[environment]) || FRAME_TEXTS.unknownEnvironment;
}

export function isProduction(environment: string | undefined): boolean {
  return environment === "PROD";
}
