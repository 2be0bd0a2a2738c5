import { Component, type ReactNode } from "react";
import { useLocation } from "react-router";

const NONE = Symbol("no error");

interface BoundaryProps {
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

class ErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; key: string }
> {
  override state = { error: NONE as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: { error: unknown; key: string },
  ) {
    return props.resetKey === state.key
      ? null
      : { error: NONE, key: props.resetKey };
  }

  override render() {
    const { error } = this.state;
    return error === NONE ? this.props.children : this.props.fallback(error);
  }
}

/**
 * A route's error boundary: an error while rendering the route, or loading its page's code, shows
 * the fallback in its place; the next navigation renders the route again, and loads code that
 * could not be loaded anew (framework/routing's pageLoader).
 */
export function RouteErrorBoundary({
  fallback,
  children,
}: Omit<BoundaryProps, "resetKey">) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={fallback}>
      {children}
    </ErrorBoundary>
  );
}
