import { Link } from "react-router";
import { T } from "../../i18n/de";
import { MessageCentre } from "../messages/MessageCentre";
import { BurgerMenu } from "../navigation/BurgerMenu";
import { UserMenu } from "../user-menu/UserMenu";
import { LAYOUTS, type Layout } from "../layout/useLayout";
import { EnvironmentTag } from "./EnvironmentTag";
import { FullWidthToggle } from "./FullWidthToggle";
import { PageButtons } from "./PageButtons";
import styles from "./Header.module.css";

export interface HeaderProps {
  layout: Layout;
  /** The application title links to the root; off, it is plain text (SPEC §2). */
  interactiveName?: boolean;
}

/** The app's title bar: menu (mobile), title, environment, page buttons, messages and user menu. */
export function Header({ layout, interactiveName = true }: HeaderProps) {
  const mobile = layout === LAYOUTS.mobile;
  return (
    <header className={styles.header} data-layout={layout}>
      <div className={styles.bar}>
        {mobile && <BurgerMenu />}
        {interactiveName ? (
          <Link to="/" className={styles.title}>
            {T.app.title}
          </Link>
        ) : (
          <span className={styles.title}>{T.app.title}</span>
        )}
        {!mobile && <EnvironmentTag showUser />}
        <div className={styles.tools}>
          <PageButtons />
          {/* Below the desktop width the page already fills the window. */}
          {layout === LAYOUTS.desktop && <FullWidthToggle />}
          <MessageCentre />
          <UserMenu />
        </div>
      </div>
      {/* A phone's bar has no room left: the tag gets a line of its own; the name is in the menu. */}
      {mobile && <EnvironmentTag showUser={false} />}
    </header>
  );
}
