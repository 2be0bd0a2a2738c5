import { useAtomValue, useSetAtom } from "jotai";
import { Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { Outlet, useLocation } from "react-router";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { GlobalErrors } from "../errors";
import { Footer } from "../footer";
import { Header } from "../header";
import { historyConfigAtom, HistoryPanel } from "../history";
import { MainNavigation, Sidebar, useNavigation } from "../navigation";
import { LazySessionTimeout, useSession } from "../session";
import { ToastRegion } from "../toasts";
import { useAfterFirstLoad, useFirstLoadWatch } from "../chrome";
import { loadChunk } from "../lazy";
import { ownFilesUrl } from "../host";
import { useHyphenation } from "../../ui/hyphenation";
import { Breadcrumbs } from "./Breadcrumbs";
import { ConnectionNotice } from "./ConnectionNotice";
import { useStorageNotice } from "./storageNotice";
import {
  fullWidthAtom,
  LAYOUTS,
  sidebarCollapsedAtom,
  useLayout,
} from "../chrome";
import { FilterBarSlot } from "./FilterBarSlot";
import "../../ui/tokens.css";
import styles from "./AppLayout.module.css";

const MAIN_ID = "natippc-main";

/** True from the first moment someone is signed in: the expiry dialogs outlive the session they end. */
function useWasSignedIn(): boolean {
  const { isLoggedIn } = useSession();
  const [wasSignedIn, setWasSignedIn] = useState(isLoggedIn);
  if (isLoggedIn && !wasSignedIn) setWasSignedIn(true);
  return wasSignedIn || isLoggedIn;
}

/**
 * A link followed to another page goes with the page it was on, and the focus with it, to the
 * document's start (WCAG 2.4.3): it goes to the page area instead, where a keyboard or screen
 * reader user goes on. A control still there (the navigation's, the sidebar's) keeps it.
 */
function useFocusAfterNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focused = document.activeElement;
    if (focused === null || focused === document.body)
      document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The skip link moves focus itself: a "#…" URL would go through the portal's router. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById(MAIN_ID);
  main?.focus();
  main?.scrollIntoView?.();
}

/**
 * The frame around every page (SPEC §2): session banner, header, main navigation (a burger menu
 * on phones), breadcrumbs, sidebar, the page, history panel and footer.
 */
export function AppLayout({
  interactiveName,
}: {
  /** The header's title links to the root unless this is false (SPEC §2). */
  interactiveName?: boolean;
} = {}) {
  const layout = useLayout();
  const fullWidth = useAtomValue(fullWidthAtom);
  const setSidebarCollapsed = useSetAtom(sidebarCollapsedAtom);
  const { currentPermitted, hideSidebar } = useNavigation();
  const mobile = layout === LAYOUTS.mobile;
  const hasHistory = useAtomValue(historyConfigAtom) !== null;
  const wasSignedIn = useWasSignedIn();
  const root = useRef<HTMLDivElement>(null);
  useFirstLoadWatch();
  const firstLoadDone = useAfterFirstLoad();
  useHyphenation(root, firstLoadDone, loadChunk);
  useStorageNotice();
  useFocusAfterNavigation();

  // On a tablet the open sidebar would squeeze the page; it starts as a narrow strip there.
  useEffect(() => {
    if (layout === LAYOUTS.tablet) setSidebarCollapsed(true);
  }, [layout, setSidebarCollapsed]);

  return (
    // Austrian German, for screen readers and for the browser's hyphenation (Register.module.css
    // and the root's `hyphens: auto`): the portal page around it may be in another language.
    <div
      ref={root}
      className={`natippc-root ${styles.root}`}
      lang="de-AT"
      data-layout={layout}
      data-full-width={fullWidth || undefined}
    >
      {/* A region of the portal's page, not a second banner (the portal's header is the page's):
          the skip link and the app's header, named after the app. */}
      <section aria-label={T.app.title}>
        <a
          href={`#${MAIN_ID}`}
          className={styles.skipLink}
          onClick={skipToContent}
        >
          {FRAME_TEXTS.skipToContent}
        </a>
        <Header layout={layout} interactiveName={interactiveName} />
      </section>
      {/* Its banner sticks within the whole app, so it is a child of the app's root. */}
      {wasSignedIn && (
        <Suspense fallback={null}>
          <LazySessionTimeout />
        </Suspense>
      )}
      <FilterBarSlot />
      {!mobile && <MainNavigation />}
      <Breadcrumbs className={styles.breadcrumbs} />
      <div className={styles.body}>
        {!mobile && currentPermitted && !hideSidebar && <Sidebar />}
        <main className={styles.main} id={MAIN_ID} tabIndex={-1}>
          <ConnectionNotice />
          {/* A page opened outside a navigation (a guard deciding, a role switched) may wait for
              its code here; the frame stays. A navigation keeps the page before meanwhile. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        {hasHistory && <HistoryPanel />}
      </div>
      <Footer />
      <ToastRegion />
      <GlobalErrors ownFiles={ownFilesUrl()} />
    </div>
  );
}
