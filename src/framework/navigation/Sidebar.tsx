import { useAtom } from "jotai";
import { useId, useState } from "react";
import { FRAME_TEXTS } from "../../i18n/frame";
import { Tooltip } from "../../ui/tooltip";
import { sidebarCollapsedAtom } from "../chrome";
import { Icon } from "../../ui/icons";
import {
  buildSidebarTree,
  currentBranch,
  matchPath,
  type SidebarNode,
} from "./navigationModel";
import { RouteLink } from "./RouteLink";
import { useNavigation } from "./useNavigation";
import styles from "./Sidebar.module.css";

function Tree({
  nodes,
  currentPath,
  onToggle,
  id,
}: {
  nodes: SidebarNode[];
  currentPath: string;
  onToggle: (node: SidebarNode) => void;
  id?: string;
}) {
  // Leaves line up with their expandable siblings' names; a flat level needs no indent.
  const indentLeaves = nodes.some((node) => node.children.length > 0);
  return (
    <ul id={id} className={styles.tree}>
      {nodes.map((node) => {
        const childrenId = `${node.id}-children`;
        return (
          <li key={node.key}>
            <div className={styles.row}>
              {node.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.expander}
                  aria-expanded={node.expanded}
                  aria-controls={childrenId}
                  aria-label={FRAME_TEXTS.subPagesOf(node.name)}
                  onClick={() => onToggle(node)}
                >
                  <Icon name="chevronRight" />
                </button>
              ) : (
                indentLeaves && <span className={styles.spacer} />
              )}
              <RouteLink
                route={node.item.route}
                to={node.path}
                match={matchPath(node.path, currentPath)}
                className={styles.link}
              >
                {node.name}
              </RouteLink>
            </div>
            {node.children.length > 0 && (
              <div hidden={!node.expanded}>
                <Tree
                  id={childrenId}
                  nodes={node.children}
                  currentPath={currentPath}
                  onToggle={onToggle}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sidebar navigation tree (SPEC §2): each node expands and collapses, the branch of the
 * current route expands by itself, and the whole sidebar collapses to a narrow strip.
 */
export function Sidebar() {
  const { items, currentPath } = useNavigation();
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  const [userExpanded, setUserExpanded] = useState<Record<string, boolean>>({});
  const [shownPath, setShownPath] = useState(currentPath);
  const treeId = useId();
  // On navigation the new branch opens, even where the user had closed it before.
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    const branch = currentBranch(items, currentPath);
    setUserExpanded((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([key]) => !branch.has(key)),
      ),
    );
  }
  const nodes = buildSidebarTree(items, currentPath, userExpanded);
  if (nodes.length === 0) return null;
  const toggleLabel = collapsed
    ? FRAME_TEXTS.showSidebar
    : FRAME_TEXTS.hideSidebar;
  return (
    <nav
      aria-label={FRAME_TEXTS.sidebarNavigation}
      className={styles.sidebar}
      data-collapsed={collapsed || undefined}
    >
      <div className={styles.toolbar}>
        <Tooltip text={toggleLabel}>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={!collapsed}
            aria-controls={treeId}
            aria-label={FRAME_TEXTS.sidebarNavigation}
            onClick={() => setCollapsed(!collapsed)}
          >
            <Icon name={collapsed ? "expandRight" : "collapseLeft"} />
          </button>
        </Tooltip>
      </div>
      <div hidden={collapsed}>
        <Tree
          id={treeId}
          nodes={nodes}
          currentPath={currentPath}
          onToggle={(node) =>
            setUserExpanded((previous) => ({
              ...previous,
              [node.key]: !node.expanded,
            }))
          }
        />
      </div>
    </nav>
  );
}
