import { z } from "zod";
import type { InstallationDetails } from "../../../src/api/types";
import { CMS_OVERRIDES } from "../cms";
import type { AppHono, Services } from "../context";
import { notFound, readJson } from "../errors";
import { installationIdSchema } from "../http";

const TEXT = z.string().max(200_000);

/** Where a hostile text goes; every field is shown somewhere in the register or the details. */
const FIELD_EDITS = {
  name: (d, v) => ({ ...d, name: v }),
  operatorName: (d, v) => ({
    ...d,
    operatorName: v,
    operator: { ...d.operator, name: v },
  }),
  companyRegisterNumber: (d, v) => ({
    ...d,
    operator: { ...d.operator, companyRegisterNumber: v },
  }),
  street: (d, v) => ({
    ...d,
    address: { ...d.address, street: v },
    operator: { ...d.operator, address: { ...d.operator.address, street: v } },
  }),
  municipality: (d, v) => ({
    ...d,
    municipality: v,
    address: { ...d.address, municipality: v },
  }),
  bezirk: (d, v) => ({ ...d, bezirk: { ...d.bezirk, name: v } }),
  bundesland: (d, v) => ({ ...d, bundesland: { ...d.bundesland, name: v } }),
  activity: (d, v) => ({
    ...d,
    mainActivity: { ...d.mainActivity, label: v },
    activities: d.activities.map((a, i) => (i === 0 ? { ...a, label: v } : a)),
  }),
  competentAuthority: (d, v) => ({ ...d, competentAuthority: v }),
  eprtrId: (d, v) => ({ ...d, eprtrId: v }),
  permitSubject: (d, v) => ({
    ...d,
    permits: d.permits.map((p) => ({ ...p, subject: v })),
  }),
  permitReference: (d, v) => ({
    ...d,
    permits: d.permits.map((p) => ({ ...p, reference: v })),
  }),
  permitAuthority: (d, v) => ({
    ...d,
    permits: d.permits.map((p) => ({ ...p, authority: v })),
  }),
  inspectionFindings: (d, v) => ({
    ...d,
    inspections: d.inspections.map((i) => ({ ...i, findings: v })),
  }),
  inspectionAuthority: (d, v) => ({
    ...d,
    inspections: d.inspections.map((i) => ({ ...i, authority: v })),
  }),
  historyValue: (d, v) => ({
    ...d,
    history: d.history.map((h) => ({ ...h, oldValue: v, newValue: v })),
  }),
} satisfies Record<
  string,
  (details: InstallationDetails, value: string) => InstallationDetails
>;
type HostileField = keyof typeof FIELD_EDITS;

const hostileSchema = z.strictObject({
  cms: z.record(z.string().regex(/^[a-z][a-z0-9-]{0,63}$/), TEXT).optional(),
  installations: z
    .array(
      z.strictObject({
        id: installationIdSchema,
        fields: z.partialRecord(
          z.enum(Object.keys(FIELD_EDITS) as [HostileField, ...HostileField[]]),
          TEXT,
        ),
      }),
    )
    .max(1000)
    .optional(),
  firewallBody: TEXT.optional(),
});

/**
 * Test tooling for the hostile-input proof suite: `POST /__dev/hostile` serves the given HTML as
 * content-service pages, the given texts in installations' fields and the given body as the
 * firewall fault's page; `DELETE /__dev/hostile` restores everything.
 */
export function registerDevHostileRoutes(
  app: AppHono,
  services: Services,
): void {
  app.post("/__dev/hostile", async (c) => {
    const input = await readJson(c, hostileSchema);
    for (const { id } of input.installations ?? []) {
      if (!services.dataset.has(id))
        throw notFound(`Die Anlage ${id} wurde nicht gefunden.`);
    }
    for (const [path, html] of Object.entries(input.cms ?? {}))
      CMS_OVERRIDES.set(path, html);
    for (const { id, fields } of input.installations ?? []) {
      services.dataset.rewrite(id, (details) =>
        Object.entries(fields).reduce(
          (edited, [field, value]) =>
            FIELD_EDITS[field as HostileField](edited, value),
          details,
        ),
      );
    }
    if (input.firewallBody !== undefined)
      services.faults.firewallBody = input.firewallBody;
    return c.body(null, 204);
  });

  app.delete("/__dev/hostile", (c) => {
    CMS_OVERRIDES.clear();
    services.dataset.restoreAll();
    services.faults.firewallBody = null;
    return c.body(null, 204);
  });
}
