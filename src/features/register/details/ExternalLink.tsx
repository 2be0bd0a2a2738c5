import { T } from "../../../i18n/de";
import type { ReactNode } from "react";
import { VisuallyHidden } from "../../../ui/visually-hidden";

/** Opens in a new tab without referrer (SPEC §2) and says so to screen readers. */
export function ExternalLink({
  href,
  hint = T.ui.opensInNewTab,
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
