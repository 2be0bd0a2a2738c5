import { useLayoutEffect, useState } from "react";
import { Tooltip } from "../../ui/tooltip";
import styles from "./Register.module.css";

/**
 * At most two lines, cut off with an ellipsis; the tooltip shows the whole text. Only a cut-off
 * text takes the keyboard focus (so keyboard users can open the tooltip too), keeping the table's
 * tab order short. Screen readers always get the whole text.
 */
export function TruncatedText({ text }: { text: string }) {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const [cutOff, setCutOff] = useState(false);
  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setCutOff(element.scrollHeight > element.clientHeight),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const content = (
    <span
      ref={setElement}
      className={styles.truncated}
      // Focusable only while cut off: the tooltip is then the only way to read the rest.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={cutOff ? 0 : undefined}
    >
      {text}
    </span>
  );
  // A table's rows are painted first: a cell's tooltip is made once its text turns out cut off.
  return (
    <Tooltip text={text} disabled={!cutOff}>
      {content}
    </Tooltip>
  );
}
