import { createContext, useContext, type ReactNode } from "react";
import type { User } from "../../api/types";

/** The EBB permission check (SPEC §2 "the check is not shown"): pluggable per mount. */
export type EbbCheck = (user: User | null) => boolean;

const denyAll: EbbCheck = () => false;
const EbbCheckContext = createContext<EbbCheck>(denyAll);

export function EbbCheckProvider({
  check,
  children,
}: {
  check?: EbbCheck;
  children: ReactNode;
}) {
  return (
    <EbbCheckContext.Provider value={check ?? denyAll}>
      {children}
    </EbbCheckContext.Provider>
  );
}

export function useEbbCheck(): EbbCheck {
  return useContext(EbbCheckContext);
}
