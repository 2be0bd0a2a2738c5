import { useEffect, useMemo, useRef } from "react";
import { useNavigate } from "react-router";
import { useHost } from "../host";
import { sanitizeCmsHtml } from "./sanitize";
import styles from "./SanitizedHtml.module.css";

/** The app path a plain left click on a link inside the content should open, or null. */
function appPathOfClick(event: MouseEvent, basename: string): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    !(event.target instanceof Element)
  )
    return null;
  const anchor = event.target.closest("a");
  if (!anchor?.href || anchor.target || anchor.hasAttribute("download"))
    return null;
  const url = new URL(anchor.href);
  if (
    url.origin !== window.location.origin ||
    !url.pathname.startsWith(`${basename}/`)
  )
    return null;
  return `${url.pathname.slice(basename.length)}${url.search}${url.hash}`;
}

/**
 * The one place content-service HTML enters the DOM: sanitised right before insertion.
 * Links into the app route on the client, like every other link of the app.
 */
export function SanitizedHtml({
  html,
  headingLevel = 2,
}: {
  html: string;
  /** The level the content's highest headings take: one below the heading it stands under. */
  headingLevel?: number;
}) {
  const { basename } = useHost();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const safeHtml = useMemo(
    () => sanitizeCmsHtml(html, basename, headingLevel),
    [html, basename, headingLevel],
  );

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const path = appPathOfClick(event, basename);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [basename, navigate]);

  return (
    <div
      ref={ref}
      className={styles.html}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
