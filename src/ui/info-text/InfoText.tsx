import type { ReactNode } from "react";
import { T } from "../../i18n/de";
import { TypeIcon } from "../alert";
import { INFO_TEXT_MODES, useInfoText, type InfoTextMode } from "./useInfoText";
import styles from "./InfoText.module.css";

export interface InfoTextProps {
  /** Always shown. */
  text: ReactNode;
  additionalText?: ReactNode;
  mode?: InfoTextMode;
  /** 'Mehr Informationen' as a link … */
  moreInformationHref?: string;
  /** … or as a button. */
  onMoreInformation?: () => void;
}

export function InfoText({
  text,
  additionalText,
  mode = INFO_TEXT_MODES.showOpen,
  moreInformationHref,
  onMoreInformation,
}: InfoTextProps) {
  const { expanded, showToggle, showAdditional, toggleProps, additionalProps } =
    useInfoText({ mode, hasAdditional: additionalText != null });
  return (
    <div className={styles.infoText}>
      <TypeIcon type="info" className={styles.icon} />
      <div className={styles.body}>
        <div className={styles.text}>{text}</div>
        {/* Kept in the DOM while hidden: aria-controls must point at an existing element. */}
        {showToggle || showAdditional ? (
          <div
            {...additionalProps}
            className={styles.additional}
            hidden={!showAdditional}
          >
            {additionalText}
          </div>
        ) : null}
        {(showToggle || moreInformationHref || onMoreInformation) && (
          <div className={styles.links}>
            {showToggle && (
              <button type="button" className={styles.link} {...toggleProps}>
                {expanded ? T.ui.hideAdditional : T.ui.showAdditional}
              </button>
            )}
            {moreInformationHref ? (
              <a className={styles.link} href={moreInformationHref}>
                {T.ui.moreInformation}
              </a>
            ) : (
              onMoreInformation && (
                <button
                  type="button"
                  className={styles.link}
                  onClick={onMoreInformation}
                >
                  {T.ui.moreInformation}
                </button>
              )
            )}
          </div>
        )}
      </div>
    </div>
  );
}
