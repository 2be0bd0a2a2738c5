import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { rewriteHashUrl } from "./links";

/** Old "#/path" links: the same URL without the hash (SPEC §2). */
export function HashRewrite({ children }: { children: ReactNode }) {
  const location = useLocation();
  const target = rewriteHashUrl(location);
  return target ? <Navigate to={target} replace /> : children;
}
