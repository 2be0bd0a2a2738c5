/**
 * Whether an error the window reports was thrown by this remote's own code: its stack (or, for an
 * error without one, the script it came from) names a file below `ownFiles`, the folder the
 * remote's files are served from. The portal's errors and another application's never do; an error
 * whose origin cannot be told is left to the portal.
 */
export function isOwnError(
  error: unknown,
  ownFiles: string | undefined,
  filename = "",
): boolean {
  if (!ownFiles) return false;
  const stack =
    error instanceof Error && typeof error.stack === "string"
      ? error.stack
      : "";
  // The first frame that names a file is where it was thrown.
  const thrownIn = /(https?:\/\/[^\s)]+)/.exec(stack)?.[1] ?? filename;
  return thrownIn.startsWith(ownFiles);
}
