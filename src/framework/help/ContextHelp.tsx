import { useEffect } from "react";
import { useAtomValue, useSetAtom } from "jotai";
import { InfoTooltip } from "../../ui/tooltip";
import { PAGE_TEXTS } from "../../i18n/page";
import { contextHelpCountAtom, helpModeAtom } from "../chrome";

export interface ContextHelpProps {
  text: string;
  /** What the help is about (a heading or field label): names the button 'Hilfe zu …'. */
  topic: string;
}

/**
 * An info icon next to a heading or field, shown only while the help toggle is on. Counted while
 * mounted, shown or not: the help toggle is offered where the page has one.
 */
export function ContextHelp({ text, topic }: ContextHelpProps) {
  const helpMode = useAtomValue(helpModeAtom);
  const setCount = useSetAtom(contextHelpCountAtom);
  useEffect(() => {
    setCount((count) => count + 1);
    return () => setCount((count) => count - 1);
  }, [setCount]);
  if (!helpMode) return null;
  return <InfoTooltip text={text} label={PAGE_TEXTS.help.contextHelp(topic)} />;
}
