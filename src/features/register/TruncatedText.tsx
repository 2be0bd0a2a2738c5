import { useLayoutEffect, useRef, useState } from "react";
import { Tooltip } from "../../ui/tooltip/Tooltip";
import styles from "./Register.module.css";

/**
 * At most two lines, cut off with an ellipsis; the tooltip shows the whole text. Only a cut-off
 * text takes the keyboard focus (so keyboard users can open the tooltip too), keeping the table's
 * tab order short. Screen readers always get the whole text.
 */
export function TruncatedText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cutOff, setCutOff] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setCutOff(element.scrollHeight > element.clientHeight),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    // An empty text keeps the tooltip closed: nothing is hidden then.
    <Tooltip text={cutOff ? text : ""}>
      <span
        ref={ref}
        className={styles.truncated}
        // Focusable only while cut off: the tooltip is then the only way to read the rest.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={cutOff ? 0 : undefined}
      >
        {text}
      </span>
    </Tooltip>
  );
}
