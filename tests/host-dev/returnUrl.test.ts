/**
 * @jest-environment node
 *
 * Every `returnUrl` host-dev's portal pages link or redirect back to (sign-in, 'Mein Profil',
 * 'Passwort ändern') stays on the site, whatever the address carried.
 */
import fc from "fast-check";
import { safeReturnUrl } from "../../host-dev/returnUrl";

const SITE = "https://portal.example";
const PREFIXES = [
  "https://evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "data:text/html,x",
  " /natippc",
  "/%2F%2Fevil.example",
  "/natippc/start",
];

it("never leads off the site, for generated addresses", () => {
  fc.assert(
    fc.property(
      fc.constantFrom(...PREFIXES),
      fc.string({ maxLength: 30 }),
      (prefix, rest) => {
        const target = safeReturnUrl(prefix + rest);
        expect(new URL(target, SITE).origin).toBe(SITE);
        expect(target.startsWith("/")).toBe(true);
      },
    ),
    { numRuns: 500 },
  );
});

it("keeps a path of the site as it is", () => {
  expect(safeReturnUrl("/natippc/installations?q=Linz#x")).toBe(
    "/natippc/installations?q=Linz#x",
  );
  expect(safeReturnUrl("https://evil.example/")).toBe("/natippc/start");
});
