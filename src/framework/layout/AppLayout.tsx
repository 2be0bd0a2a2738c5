import { Link, Outlet } from "react-router";
import { T } from "../../i18n/de";
import { useResolvedRoutes } from "../routing/useResolvedRoutes";
import { RouteLink } from "../navigation/RouteLink";
import { Breadcrumbs } from "./Breadcrumbs";
import "../../ui/tokens.css";
import styles from "./AppLayout.module.css";

/** The frame around every page: header, main navigation, breadcrumbs, the page. */
export function AppLayout() {
  const { routes } = useResolvedRoutes();
  const items = routes.filter((resolved) => resolved.visible);
  return (
    <div className={`natippc-root ${styles.root}`}>
      <header className={styles.header}>
        <Link to="/" className={styles.title}>
          {T.app.title}
        </Link>
      </header>
      <nav className={styles.nav} aria-label="Hauptnavigation">
        <ul className={styles.navList}>
          {items.map(({ route, fullPath }) => (
            <li key={fullPath}>
              <RouteLink route={route} to={fullPath} className={styles.navLink}>
                {route.name}
              </RouteLink>
            </li>
          ))}
        </ul>
      </nav>
      <Breadcrumbs className={styles.breadcrumbs} />
      <main className={styles.main} id="natippc-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
