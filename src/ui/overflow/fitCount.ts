/**
 * How many items fit into `available` px, in order; when not all fit, the 'Mehr' button
 * (`moreWidth`) takes its place at the end.
 */
export function fitCount(
  widths: readonly number[],
  available: number,
  gap: number,
  moreWidth: number,
): number {
  const total = widths.reduce(
    (sum, width, i) => sum + width + (i ? gap : 0),
    0,
  );
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
