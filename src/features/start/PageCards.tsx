import { Link } from "react-router";
import { T } from "../../i18n/de";
import { START_TEXTS } from "../../i18n/start";
import styles from "./StartPage.module.css";

const TEXTS = START_TEXTS.pages;

const CARDS = [
  {
    to: "/installations",
    title: T.routes.installations,
    text: TEXTS.installations,
  },
  {
    to: "/environmental-inspection",
    title: T.routes.environmentalInspection,
    text: TEXTS.environmentalInspection,
  },
  {
    to: "/bvt-conclusions",
    title: T.routes.bvtConclusions,
    text: TEXTS.bvtConclusions,
  },
  {
    to: "/legal-bases-guidelines",
    title: T.routes.legalBasesGuidelines,
    text: TEXTS.legalBasesGuidelines,
  },
  { to: "/faq", title: T.routes.faq, text: TEXTS.faq },
] as const;

/** The other pages as cards; the whole card is the link's target, the title its name. */
export function PageCards() {
  return (
    <ul className={styles.cards}>
      {CARDS.map((card) => (
        <li key={card.to} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <Link to={card.to} className={styles.cardLink}>
              {card.title}
            </Link>
          </h3>
          <p className={styles.cardText}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
