/** Material Design icon paths (Apache 2.0) for the register's controls. */
const PATHS = {
  download: "M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z",
  map: "M20.5 3l-.16.03L15 5.1 9 3 3.36 4.9c-.21.07-.36.25-.36.48V20.5c0 .28.22.5.5.5l.16-.03L9 18.9l6 2.1 5.64-1.9c.21-.07.36-.25.36-.48V3.5c0-.28-.22-.5-.5-.5zM15 19l-6-2.11V5l6 2.11V19z",
  first: "M18.41 16.59 13.82 12l4.59-4.59L17 6l-6 6 6 6zM6 6h2v12H6z",
  previous: "M15.41 16.59 10.83 12l4.58-4.59L14 6l-6 6 6 6z",
  next: "M8.59 16.59 13.17 12 8.59 7.41 10 6l6 6-6 6z",
  last: "M5.59 7.41 10.18 12l-4.59 4.59L7 18l6-6-6-6zM16 6h2v12h-2z",
  sortAscending: "M7 14l5-5 5 5z",
  sortDescending: "M7 10l5 5 5-5z",
  sortable: "M7 10l5-5 5 5zm0 4l5 5 5-5z",
} as const;

export type RegisterIconName = keyof typeof PATHS;

/** Decorative: the control around it carries the name. */
export function RegisterIcon({
  name,
  size = 20,
}: {
  name: RegisterIconName;
  size?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
