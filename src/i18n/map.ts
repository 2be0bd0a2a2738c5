/**
 * Product texts of the register's map (beyond the specification), loaded with it: the map's symbols
 * as screen readers announce them, and the list of what is in view. The switch between list and
 * map: REGISTER_TEXTS.display.
 */
const anlagen = (count: number) =>
  count === 1 ? "1 Anlage" : `${count.toLocaleString("de-AT")} Anlagen`;

export const MAP_TEXTS = {
  anlagen,
  /** The map's own name (its canvas): what it is and how the keys move it. */
  title:
    "Karte der Anlagen. Pfeiltasten verschieben den Ausschnitt, Plus und Minus vergrößern und verkleinern.",
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  attribution: "Hintergrundkarte",
  hint: "Zahlen in den Kreisen: Anlagen je Bundesland, je Bezirk oder in der Umgebung. Ein Kreis vergrößert die Karte auf sein Gebiet; ein Punkt öffnet die Anlage.",
  /** The symbols, as their buttons are named. */
  state: (name: string, count: number) =>
    `Bundesland ${name}: ${anlagen(count)} – vergrößern`,
  district: (name: string, count: number) =>
    `Bezirk ${name}: ${anlagen(count)} – vergrößern`,
  cluster: (count: number) => `${anlagen(count)} in der Umgebung – vergrößern`,
  toList: "Zur Liste der Anlagen im Kartenausschnitt",
  inView: {
    title: (count: number) => `Im Kartenausschnitt: ${anlagen(count)}`,
    more: (count: number) =>
      `und ${anlagen(count)} mehr. Vergrößern Sie die Karte oder wechseln Sie zur Liste, um alle zu sehen.`,
    none: "Im Kartenausschnitt liegt keine Anlage der Suche.",
    backToMap: "Zur Karte",
  },
  loadFailed: "Die Anlagen für die Karte konnten nicht geladen werden.",
  baseMapFailed:
    "Die Hintergrundkarte konnte nicht geladen werden. Die Anlagen werden ohne sie gezeigt.",
  unsupported:
    "Dieser Browser kann die Karte nicht darstellen (WebGL fehlt oder ist abgeschaltet). Die Anlagen sind unten als Liste aufgeführt.",
} as const;
