import { useAtomValue } from "jotai";
import { InfoTooltip } from "../../ui/tooltip";
import { PAGE_TEXTS } from "../../i18n/page";
import { helpModeAtom } from "../chrome";

export interface ContextHelpProps {
  text: string;
  /** What the help is about (a heading or field label): names the button 'Hilfe zu …'. */
  topic: string;
}

/** An info icon next to a heading or field, shown only while the help toggle is on. */
export function ContextHelp({ text, topic }: ContextHelpProps) {
  const helpMode = useAtomValue(helpModeAtom);
  if (!helpMode) return null;
  return <InfoTooltip text={text} label={PAGE_TEXTS.help.contextHelp(topic)} />;
}
