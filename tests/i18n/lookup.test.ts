/**
 * Names from outside (a server's answer, a link) looked up in the app's own tables: every name
 * Object.prototype has is as unknown as any other, wherever a table is read by such a name.
 */
import { environmentLabel } from "../../src/framework/header/environmentLabel";
import { DETAILS_TEXTS } from "../../src/i18n/details";
import { FRAME_TEXTS } from "../../src/i18n/frame";
import { textFor } from "../../src/i18n/lookup";

const PROTOTYPE_NAMES = [
  ...Object.getOwnPropertyNames(Object.prototype),
  "prototype",
];

it("knows the prototype's names it is asked for", () => {
  expect(PROTOTYPE_NAMES).toEqual(
    expect.arrayContaining(["__proto__", "constructor", "toString"]),
  );
});

it.each(PROTOTYPE_NAMES)("'%s' names no text in a table", (name) => {
  expect(textFor({ M: "Herr" }, name)).toBeUndefined();
  expect(textFor(DETAILS_TEXTS.contact.salutations, name)).toBeUndefined();
});

it.each(PROTOTYPE_NAMES)(
  "an environment named '%s' is an unknown one",
  (name) => {
    expect(environmentLabel(name)).toBe(FRAME_TEXTS.unknownEnvironment);
  },
);

it("finds the table's own texts, and only texts", () => {
  expect(textFor(DETAILS_TEXTS.contact.salutations, "M")).toBe("Herr");
  expect(textFor({ nested: { a: "b" } }, "nested")).toBeUndefined();
  expect(textFor({ a: "b" }, undefined)).toBeUndefined();
  expect(environmentLabel("PROD")).toBe(FRAME_TEXTS.environments.PROD);
});
