import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAppHistoryTracking } from "./appHistory";
import { rewriteHashUrl } from "./links";

/**
 * The root of the app's routes: old "#/path" links become the same URL without the hash (SPEC §2),
 * and the app's own history is followed for 'Zurück' (useBackInApp).
 */
export function HashRewrite({ children }: { children: ReactNode }) {
  const location = useLocation();
  useAppHistoryTracking();
  const target = rewriteHashUrl(location);
  return target ? <Navigate to={target} replace /> : children;
}
