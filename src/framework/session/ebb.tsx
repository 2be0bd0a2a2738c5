import { createContext, useContext, type ReactNode } from "react";
import type { EbbCheck } from "../host";

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
