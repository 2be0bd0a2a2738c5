import { z } from "zod";
import type {
  Inspection,
  InstallationDetails,
  Permit,
} from "../../../src/api/types";
import type { AppHono, Services } from "../context";
import { notFound, readJson } from "../errors";
import { installationIdSchema } from "../http";

const DAY_MS = 24 * 60 * 60 * 1000;

const largeRecordSchema = z.strictObject({
  id: installationIdSchema,
  permits: z.number().int().min(0).max(5000).default(500),
  inspections: z.number().int().min(0).max(10_000).default(1000),
  /** Documents in the installation's folders in all: one per permit and inspection, the rest measurement reports. */
  documents: z.number().int().min(0).max(20_000).default(2000),
});

/** `count` entries made from the installation's own (newest first), each a day older than the one before. */
function repeated<T extends { date: string }>(
  entries: readonly [T, ...T[]],
  count: number,
  edit: (entry: T, k: number, date: string) => T,
): T[] {
  const newest = Date.parse(entries[0].date);
  return Array.from({ length: count }, (_, k) =>
    edit(
      entries[k % entries.length] ?? entries[0],
      k,
      new Date(newest - k * DAY_MS).toISOString().slice(0, 10),
    ),
  );
}

const nonEmpty = <T>(entries: readonly T[]): entries is readonly [T, ...T[]] =>
  entries.length > 0;

function enlarge(
  details: InstallationDetails,
  permits: number,
  inspections: number,
): InstallationDetails {
  const { permits: newestPermits, inspections: newestInspections } = details;
  if (!nonEmpty(newestPermits) || !nonEmpty(newestInspections)) return details;
  return {
    ...details,
    permits: repeated<Permit>(newestPermits, permits, (permit, k, date) => ({
      ...permit,
      id: `${details.id}-G${k + 1}`,
      date,
      documentId: `DOC-${details.id.slice(-6)}-${k + 1}`,
    })),
    inspections: repeated<Inspection>(
      newestInspections,
      inspections,
      (inspection, k, date) => ({
        ...inspection,
        id: `${details.id}-I${k + 1}`,
        date,
        nextPlanned: k === 0 ? inspection.nextPlanned : null,
      }),
    ),
  };
}

/**
 * Test tooling for the performance bench: `POST /__dev/large-record` gives one installation as many
 * permits, inspections and documents as a long-lived plant gathers (500, 1 000 and 2 000 unless
 * told otherwise); `DELETE /__dev/large-record` restores every installation.
 */
export function registerDevLargeRecordRoutes(
  app: AppHono,
  services: Services,
): void {
  app.post("/__dev/large-record", async (c) => {
    const input = await readJson(c, largeRecordSchema);
    const { dataset } = services;
    const details = dataset.details(input.id);
    if (!details)
      throw notFound(`Die Anlage ${input.id} wurde nicht gefunden.`);
    if (details.permits.length === 0 || details.inspections.length === 0)
      throw notFound(
        `Die Anlage ${input.id} hat keine Genehmigung oder Umweltinspektion, die sich vervielfachen ließe.`,
      );
    dataset.rewrite(input.id, (d) =>
      enlarge(d, input.permits, input.inspections),
    );
    dataset.extraDocuments.set(
      input.id,
      Math.max(0, input.documents - input.permits - input.inspections),
    );
    return c.body(null, 204);
  });

  app.delete("/__dev/large-record", (c) => {
    services.dataset.restoreAll();
    return c.body(null, 204);
  });
}
