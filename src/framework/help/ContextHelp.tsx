import { useAtomValue, useSetAtom } from "jotai";
import { useEffect } from "react";
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
 * mounted, so the toggle is offered only on a page that has context help.
 */
export function ContextHelp({ text, topic }: ContextHelpProps) {
  const helpMode = useAtomValue(helpModeAtom);
  const count = useSetAtom(contextHelpCountAtom);
  useEffect(() => {
    count((n) => n + 1);
    return () => count((n) => n - 1);
  }, [count]);
  if (!helpMode) return null;
  return <InfoTooltip text={text} label={PAGE_TEXTS.help.contextHelp(topic)} />;
}
