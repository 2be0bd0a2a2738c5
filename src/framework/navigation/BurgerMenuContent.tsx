import { useAtom, useAtomValue, useSetAtom } from "jotai";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { T } from "../../i18n/de";
import { FRAME_TEXTS } from "../../i18n/frame";
import { USER_TEXTS } from "../../i18n/user";
import {
  contextHelpCountAtom,
  helpModeAtom,
  messageCentreOpenAtom,
} from "../chrome";
import { Icon } from "../../ui/icons";
import { useLogin, useSession } from "../session";
import {
  matchPath,
  shownItems,
  subEntries,
  type NavigationItem,
} from "./navigationModel";
import { RouteLink } from "./RouteLink";
import { useNavigation } from "./useNavigation";
import styles from "./BurgerMenu.module.css";

function SubTree({
  items,
  currentPath,
  onNavigate,
}: {
  items: NavigationItem[];
  currentPath: string;
  onNavigate: () => void;
}) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>
          <RouteLink
            route={item.route}
            to={item.path}
            match={matchPath(item.path, currentPath)}
            className={styles.entry}
            onClick={onNavigate}
          >
            {item.name}
          </RouteLink>
          {item.hasChildren && (
            <SubTree
              items={shownItems(item.subItems)}
              currentPath={currentPath}
              onNavigate={onNavigate}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The help toggle, the message centre and who is signed in, below the menu (SPEC §2); an anonymous
 * visitor gets the header's 'Anmelden' there instead.
 */
function BottomBar({ onClose }: { onClose: () => void }) {
  const [helpMode, setHelpMode] = useAtom(helpModeAtom);
  // Offered only where the page has context help.
  const helpOffered = useAtomValue(contextHelpCountAtom) > 0;
  const setMessageCentreOpen = useSetAtom(messageCentreOpenAtom);
  const { ready, user } = useSession();
  const login = useLogin();
  return (
    <div className={styles.bottomBar}>
      {helpOffered && (
        <button
          type="button"
          className={styles.entry}
          aria-pressed={helpMode}
          onClick={() => setHelpMode(!helpMode)}
        >
          <Icon name="help" />
          {T.ui.help}
        </button>
      )}
      <button
        type="button"
        className={styles.entry}
        onClick={() => {
          // The message centre opens over the page, so the modal menu makes way for it.
          onClose();
          setMessageCentreOpen(true);
        }}
      >
        <Icon name="messages" />
        {T.ui.messageCentre}
      </button>
      {user ? (
        <p className={styles.user}>
          <Icon name="person" />
          <span>
            {T.ui.loggedInAs} <strong>{user.currentUserName}</strong>
          </span>
        </p>
      ) : (
        // Until the session is known neither entry would be right (as in the header).
        ready && (
          <button
            type="button"
            className={styles.entry}
            onClick={() => {
              onClose();
              login();
            }}
          >
            <Icon name="person" />
            {USER_TEXTS.menu.login}
          </button>
        )
      )}
    </div>
  );
}

/**
 * What the burger menu's drawer holds: loaded when the menu first opens. It unmounts with the
 * drawer's content when the menu has closed, so it opens again on the first level.
 */
export function BurgerMenuContent({ onClose }: { onClose: () => void }) {
  const { items, currentPath } = useNavigation();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const itemButtons = useRef(new Map<string, HTMLButtonElement>());
  const shown = shownItems(items);
  const chosen = shown.find((item) => item.key === chosenKey);

  const choose = (key: string) => {
    flushSync(() => setChosenKey(key));
    backRef.current?.focus();
  };
  const back = () => {
    const key = chosenKey;
    flushSync(() => setChosenKey(null));
    if (key) itemButtons.current.get(key)?.focus();
  };

  return (
    <div className={styles.content}>
      <nav aria-label={FRAME_TEXTS.mainNavigation}>
        {chosen ? (
          <>
            <button
              ref={backRef}
              type="button"
              className={`${styles.entry} ${styles.back}`}
              onClick={back}
            >
              <Icon name="back" />
              {FRAME_TEXTS.backToMenu}
            </button>
            <h3 className={styles.levelTitle}>{chosen.name}</h3>
            <SubTree
              items={subEntries(chosen)}
              currentPath={currentPath}
              onNavigate={onClose}
            />
          </>
        ) : (
          <ul className={styles.list}>
            {shown.map((item) => (
              <li key={item.key}>
                {item.hasChildren ? (
                  <button
                    ref={(element) => {
                      if (element) itemButtons.current.set(item.key, element);
                      else itemButtons.current.delete(item.key);
                    }}
                    type="button"
                    className={styles.entry}
                    data-match={matchPath(item.path, currentPath)}
                    onClick={() => choose(item.key)}
                  >
                    {item.name}
                    <Icon name="chevronRight" className={styles.chevron} />
                  </button>
                ) : (
                  <RouteLink
                    route={item.route}
                    to={item.path}
                    match={matchPath(item.path, currentPath)}
                    className={styles.entry}
                    onClick={onClose}
                  >
                    {item.name}
                  </RouteLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </nav>
      <BottomBar onClose={onClose} />
    </div>
  );
}
