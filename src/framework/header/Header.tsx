import { Link } from "react-router";
import { T } from "../../i18n/de";
import { MessageCentre } from "../messages";
import { BurgerMenu } from "../navigation";
import { useSession } from "../session";
import { UserMenu } from "../user-menu";
import { LAYOUTS, type Layout } from "../chrome";
import { EnvironmentTag } from "./EnvironmentTag";
import { FullWidthToggle } from "./FullWidthToggle";
import { PageButtons } from "./PageButtons";
import styles from "./Header.module.css";

export interface HeaderProps {
  layout: Layout;
  /** The application title links to the root; off, it is plain text (SPEC §2). */
  interactiveName?: boolean;
}

/**
 * The app's title bar: menu (mobile), title, environment, page buttons, messages and user menu.
 * One row of the SPEC §9 height at every width: what does not fit is truncated (the environment
 * tag's user name, the user menu's name), never wrapped onto a second row.
 */
export function Header({ layout, interactiveName = true }: HeaderProps) {
  const mobile = layout === LAYOUTS.mobile;
  const session = useSession();
  return (
    <header className={styles.header} data-layout={layout}>
      <div className={styles.bar}>
        {mobile && <BurgerMenu />}
        <div className={styles.brand}>
          {interactiveName ? (
            <Link to="/" className={styles.title}>
              {T.app.title}
            </Link>
          ) : (
            <span className={styles.title}>{T.app.title}</span>
          )}
          <EnvironmentTag />
        </div>
        <div className={styles.tools}>
          <PageButtons />
          {/* Below the desktop width the page already fills the window. */}
          {layout === LAYOUTS.desktop && <FullWidthToggle />}
          <MessageCentre />
        </div>
        {/* Beside the tools, not among them: its name is what gives way when the row is full. */}
        <div
          className={styles.user}
          data-signed-in={session.isLoggedIn || undefined}
        >
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
