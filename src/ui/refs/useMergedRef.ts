import { useCallback, type Ref, type RefCallback } from "react";

function assign<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/** One ref for an element that a caller and a widget's behaviour both need. */
export function useMergedRef<T>(
  first: Ref<T> | undefined,
  second: Ref<T> | undefined,
): RefCallback<T> {
  return useCallback(
    (value: T | null) => {
      assign(first, value);
      assign(second, value);
    },
    [first, second],
  );
}
