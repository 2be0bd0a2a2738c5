import type { ChangeRecord } from "../../../../src/api/types";
import {
  formatCoordinate,
  formatFileSize,
} from "../../../../src/features/register/details/format";
import { historyConfig } from "../../../../src/features/register/details/historyConfig";
import fc from "fast-check";
import {
  fillTemplate,
  mailHref,
  mailtoAddress,
  mapUrl,
  webHref,
} from "../../../../src/features/register/details/links";
import { inspectionReport } from "../../../../src/features/register/details/useInstallationDocuments";

describe("details links", () => {
  it("writes to a plain address, each part encoded, and to nothing else (ADR 41)", () => {
    expect(mailtoAddress("maria.huber@zementwerk-kirchdorf.at")).toBe(
      "mailto:maria.huber@zementwerk-kirchdorf.at",
    );
    expect(mailtoAddress("jürgen+ippc@müller.at")).toBe(
      "mailto:j%C3%BCrgen%2Bippc@m%C3%BCller.at",
    );
    expect(
      mailtoAddress("a@b.at?cc=mitleser@example.com&body=Hallo"),
    ).toBeNull();
    // Whatever the address holds, a link has one recipient and no header of its own.
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 40 }),
          // An address, and anything after it.
          fc
            .tuple(
              fc.stringMatching(/^[\p{L}\d._+-]{1,12}$/u),
              fc.stringMatching(/^[\p{L}\d-]{1,12}\.at$/u),
              fc.string({ unit: "grapheme", maxLength: 12 }),
            )
            .map(([local, domain, rest]) => `${local}@${domain}${rest}`),
        ),
        (address) => {
          const href = mailtoAddress(address);
          if (href === null) return;
          expect(href).toMatch(/^mailto:[^?#&=@\s]+@[^?#&=@\s]+$/);
          expect(decodeURIComponent(href.slice("mailto:".length))).toBe(
            address,
          );
        },
      ),
    );
  });

  it("fills placeholders with URI-encoded values and leaves unknown ones", () => {
    expect(
      fillTemplate("mailto:?subject=Bericht%20{id}&body={name}%0A{other}", {
        id: "AT-IPPC-000376",
        name: "Müller & Söhne Zementwerk #2",
      }),
    ).toBe(
      "mailto:?subject=Bericht%20AT-IPPC-000376&body=M%C3%BCller%20%26%20S%C3%B6hne%20Zementwerk%20%232%0A{other}",
    );
    expect(fillTemplate("/portal/anlagen/{id}", { id: "a/b?c" })).toBe(
      "/portal/anlagen/a%2Fb%3Fc",
    );
  });

  it("turns only web and mail addresses into links", () => {
    expect(webHref("/portal/anlagen/1")).toBe("/portal/anlagen/1");
    expect(webHref(" https://edm.gv.at/x ")).toBe("https://edm.gv.at/x");
    for (const bad of [
      "javascript:alert(1)",
      "//evil.example/x",
      "data:text/html,x",
      "",
      undefined,
    ])
      expect(webHref(bad)).toBeNull();
    expect(mailHref("mailto:?subject=x")).toBe("mailto:?subject=x");
    expect(mailHref("javascript:alert(1)")).toBeNull();
    expect(mailHref("https://example.com")).toBeNull();
  });

  it("points the map at the installation", () => {
    expect(mapUrl({ lat: 47.5, lon: 13.05 })).toBe(
      "https://www.openstreetmap.org/?mlat=47.5&mlon=13.05#map=16/47.5/13.05",
    );
  });
});

describe("details formats", () => {
  it("writes coordinates de-DE with five decimals", () => {
    expect(formatCoordinate(48.0101)).toBe("48,01010");
    expect(formatCoordinate(16.109964)).toBe("16,10996");
  });

  it("writes file sizes in KB or MB with two decimals", () => {
    expect(formatFileSize(355_989)).toBe("347,65\u00a0KB");
    expect(formatFileSize(2_621_440)).toBe("2,50\u00a0MB");
  });
});

describe("history entries", () => {
  const record = (over: Partial<ChangeRecord>): ChangeRecord => ({
    type: "updated",
    field: "Betreiber",
    versionName: "Version 2",
    oldValue: "Alt GmbH",
    newValue: "Neu GmbH",
    date: "2017-02-23T00:00:00.000Z",
    user: "Mag. Andrea Lehner",
    ...over,
  });

  it("makes one version per change record, numbered from the oldest, changes shown at once", () => {
    const created = record({
      type: "new",
      field: "Anlage",
      versionName: "Version 1",
      oldValue: null,
      newValue: "Zementwerk",
      date: "2013-06-21T00:00:00.000Z",
    });
    const updated = record({});
    expect(historyConfig([updated, created])).toEqual({
      historyType: "versioning",
      defaultShowChanges: true,
      items: [
        {
          id: "2",
          date: updated.date,
          title: { name: "Version 2: Betreiber" },
          changes: [updated],
        },
        {
          id: "1",
          date: created.date,
          title: { name: "Version 1: Anlage" },
          changes: [created],
        },
      ],
    });
  });
});

describe("inspection reports", () => {
  it("finds the report filed on the inspection's day", () => {
    const container = {
      id: "AT-IPPC-000376",
      path: ["AT-IPPC-000376", "inspektionen"],
      documents: [
        {
          id: "a",
          name: "a.pdf",
          documentType: "SONSTIGES",
          created: "2025-12-13",
          size: 1,
        },
        {
          id: "b",
          name: "b.pdf",
          documentType: "UI_BERICHT",
          created: "2025-12-13T08:00:00Z",
          size: 1,
        },
      ],
    };
    expect(inspectionReport(container, "2025-12-13")?.id).toBe("b");
    expect(inspectionReport(container, "2023-12-05")).toBeUndefined();
    expect(inspectionReport(undefined, "2025-12-13")).toBeUndefined();
  });
});
