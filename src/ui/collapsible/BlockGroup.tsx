import {
  createContext,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { T } from "../../i18n/de";
import styles from "./Collapsible.module.css";

interface BlockGroupActions {
  /** Returns the unregister function. */
  register: (id: string, expanded: boolean) => () => void;
  setExpanded: (id: string, expanded: boolean) => void;
  setAll: (expanded: boolean) => void;
}

interface BlockGroupValue {
  expanded: Readonly<Record<string, boolean>>;
  actions: BlockGroupActions;
}

export const BlockGroupContext = createContext<BlockGroupValue | null>(null);

/** Holds the open state of the uncontrolled CollapsibleBlocks inside it, for BlockToggle. */
export function BlockGroup({ children }: { children: ReactNode }) {
  const [expanded, setExpandedMap] = useState<Record<string, boolean>>({});
  // Stable, so registering blocks do not re-register on every change of the map.
  const actions = useMemo<BlockGroupActions>(
    () => ({
      register: (id, initial) => {
        setExpandedMap((map) => ({ ...map, [id]: map[id] ?? initial }));
        return () => setExpandedMap(({ [id]: _removed, ...rest }) => rest);
      },
      setExpanded: (id, next) =>
        setExpandedMap((map) => ({ ...map, [id]: next })),
      setAll: (next) =>
        setExpandedMap((map) =>
          Object.fromEntries(Object.keys(map).map((id) => [id, next])),
        ),
    }),
    [],
  );
  const value = useMemo(() => ({ expanded, actions }), [expanded, actions]);
  return (
    <BlockGroupContext.Provider value={value}>
      {children}
    </BlockGroupContext.Provider>
  );
}

/** SPEC §4: 'Alles aufklappen' / 'Alles zuklappen', only when the group has more than one block. */
export function BlockToggle() {
  const group = useContext(BlockGroupContext);
  const states = Object.values(group?.expanded ?? {});
  if (!group || states.length <= 1) return null;
  const allExpanded = states.every(Boolean);
  return (
    <button
      type="button"
      className={styles.toggleAll}
      onClick={() => group.actions.setAll(!allExpanded)}
    >
      {allExpanded ? T.ui.collapseAll : T.ui.expandAll}
    </button>
  );
}
