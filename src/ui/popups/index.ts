// What an open header panel or 'Mehr' menu does: imported only by `import()`, so that it loads on
// first need (chunk `popups`, ADR 34) while the buttons that open them are there from the first paint.
export { AnchoredPanel } from "./AnchoredPanel";
export { MenuPopup } from "./MenuPopup";
