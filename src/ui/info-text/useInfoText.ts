import { useDisclosure } from "../collapsible";

export const INFO_TEXT_MODES = {
  showAll: "showAll",
  hideAll: "hideAll",
  showOpen: "showOpen",
} as const;
export type InfoTextMode =
  (typeof INFO_TEXT_MODES)[keyof typeof INFO_TEXT_MODES];

/**
 * showAll: short and additional text, no toggle; hideAll: the short text only;
 * showOpen: the additional text behind a toggle.
 */
export function useInfoText({
  mode,
  hasAdditional,
}: {
  mode: InfoTextMode;
  hasAdditional: boolean;
}) {
  const { expanded, panelId, toggleProps } = useDisclosure({});
  const toggleable = hasAdditional && mode === INFO_TEXT_MODES.showOpen;
  return {
    expanded,
    showToggle: toggleable,
    showAdditional:
      hasAdditional &&
      (mode === INFO_TEXT_MODES.showAll || (toggleable && expanded)),
    toggleProps,
    additionalProps: { id: panelId },
  };
}
