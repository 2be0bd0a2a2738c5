/**
 * The text a table of ours holds for a name from outside (a server's answer, a link): its own
 * entries only, and only text — "__proto__", "constructor" or "toString" name nothing, as any other
 * name the table does not know.
 */
export function textFor(
  table: Readonly<Record<string, unknown>>,
  name: string | null | undefined,
): string | undefined {
  if (name == null || !Object.hasOwn(table, name)) return undefined;
  const text = table[name];
  return typeof text === "string" ? text : undefined;
}
