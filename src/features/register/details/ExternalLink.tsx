import type { ReactNode } from "react";
import { DETAILS_TEXTS } from "../../../i18n/details";
import { VisuallyHidden } from "../../../ui/visually-hidden/VisuallyHidden";

/** Opens in a new tab without referrer (SPEC §2) and says so to screen readers. */
export function ExternalLink({
  href,
  hint = DETAILS_TEXTS.newTab,
  className,
  children,
}: {
  href: string;
  /** Read after the link text; visible only to screen readers. */
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <VisuallyHidden> {hint}</VisuallyHidden>
    </a>
  );
}
