import { z } from "zod";
import type {
  Environment,
  ServerTime,
  UiTemplate,
} from "../../../src/api/types";
import packageJson from "../../../package.json";
import { usableTime } from "../../../src/api/deadlines";
import { cmsPage } from "../cms";
import {
  APP_API,
  personaOf,
  requireLogin,
  type AppContext,
  type AppHono,
  type Services,
} from "../context";
import {
  badRequest,
  forbidden,
  notFound,
  parseQuery,
  readForm,
} from "../errors";

const LOG_LIMIT = 500;

/** Text templates the client fills in ({id} etc.); served as text/plain like the real config endpoints. */
const CONFIG_TEMPLATES: Readonly<Record<string, string>> = {
  edmLinkTemplateBvtDmsDocument: "/natippc/api/bvt/getFile/{id}",
  edmlinkTemplateAnlageDetails: "/portal/anlagen/{id}",
  gisBezirkeVtUrl: "https://gis.umweltbundesamt.at/vt/bezirke/{z}/{x}/{y}.pbf",
  mailtoTemplateVorlageUiBericht:
    "mailto:?subject=Vorlage%20Umweltinspektionsbericht%20{id}&body=Sehr%20geehrte%20Damen%20und%20Herren%2C%0A%0Aanbei%20die%20Vorlage%20f%C3%BCr%20den%20Umweltinspektionsbericht%20zur%20Anlage%20{id}.%0A%0AMit%20freundlichen%20Gr%C3%BC%C3%9Fen",
};

const UI_TEMPLATES: readonly UiTemplate[] = [
  {
    id: "installation-details-notice",
    name: "Hinweis Anlagendetails",
    content:
      "<p>Die Angaben zu dieser Anlage werden von der zuständigen Behörde gepflegt. Bei Fragen wenden Sie sich bitte an die angegebene Behörde.</p>",
  },
  {
    id: "export-notice",
    name: "Hinweis Export",
    content:
      "<p>Der Export enthält alle Anlagen, die dem aktuellen Filter entsprechen. Er wird als Auftrag im Hintergrund erstellt und steht danach unter „Aufträge“ zum Download bereit.</p>",
  },
  {
    id: "inspection-report",
    name: "Vorlage Umweltinspektionsbericht",
    content:
      "<h3>Umweltinspektionsbericht</h3><p>Anlage: {name} ({id})</p><p>Datum der Vor-Ort-Besichtigung: {date}</p><p>Feststellungen:</p><p>Erforderliche Maßnahmen:</p>",
  },
];

const ISO_DATETIME =
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const LOG_LEVELS = [
  "trace",
  "debug",
  "info",
  "warn",
  "error",
  "fatal",
] as const;

export function registerSystemRoutes(app: AppHono, services: Services): void {
  app.get(`${APP_API}/env`, (c) => {
    // Reaching this handler already extended the session (session middleware).
    const env: Environment = {
      sessionTimeout: services.sessionTimeoutS,
      environment: services.environment,
      title: "IPPC Austria",
      version: packageJson.version,
      versionDetail: `${packageJson.version} (host-dev, simulierte Daten)`,
      buildNumber: `${services.environment}-${packageJson.version}`,
    };
    return c.json(env);
  });

  app.get(`${APP_API}/time`, (c) => {
    const time: ServerTime = {
      datetime: new Date(
        services.now() + services.testClock.value.offsetMs,
      ).toISOString(),
    };
    return c.json(time);
  });

  app.post(`${APP_API}/time`, async (c) => {
    // The clock is everyone's: only a signed-in test persona may move it, never in production.
    requireLogin(c);
    if (services.environment === "PROD") {
      throw forbidden("Die Testuhr ist in der Produktion nicht verfügbar.");
    }
    const { datetime } = parseQuery(
      c,
      z.strictObject({ datetime: z.string().max(40) }),
    );
    // An empty value switches back to the real clock.
    let offsetMs = 0;
    if (datetime !== "") {
      const ms = ISO_DATETIME.test(datetime) ? Date.parse(datetime) : NaN;
      if (Number.isNaN(ms)) {
        throw badRequest(
          "Parameter datetime: ISO-8601-Zeitpunkt erwartet.",
          "validation",
        );
      }
      // The clients take a time outside these years for a mistake of the server (ADR 37).
      if (!usableTime(ms)) {
        throw badRequest(
          "Parameter datetime: Zeitpunkt zwischen 1900 und 2200 erwartet.",
          "validation",
        );
      }
      offsetMs = ms - services.now();
    }
    services.testClock.value.offsetMs = offsetMs;
    await services.testClock.save();
    const time: ServerTime = {
      datetime: new Date(services.now() + offsetMs).toISOString(),
    };
    return c.json(time);
  });

  app.post(`${APP_API}/log`, async (c) => {
    const entry = await readForm(
      c,
      z.strictObject({
        level: z
          .string()
          .transform((v) => v.toLowerCase())
          .pipe(z.enum(LOG_LEVELS)),
        message: z.string().min(1).max(20_000),
      }),
    );
    services.logs.push({
      time: new Date(services.now()).toISOString(),
      level: entry.level,
      message: entry.message,
      user: personaOf(c)?.user.username ?? null,
    });
    if (services.logs.length > LOG_LIMIT)
      services.logs.splice(0, services.logs.length - LOG_LIMIT);
    return c.body(null, 204);
  });

  app.get(`${APP_API}/cms/:path{.+}`, (c) => {
    const path = c.req.param("path");
    const page = cmsPage(path);
    if (page === undefined)
      throw notFound(`Der Inhalt „${path}“ ist nicht vorhanden.`);
    return c.body(page, 200, { "Content-Type": "text/html; charset=utf-8" });
  });

  app.get(`${APP_API}/config/:name`, (c) => {
    const name = c.req.param("name");
    const template = Object.hasOwn(CONFIG_TEMPLATES, name)
      ? CONFIG_TEMPLATES[name]
      : undefined;
    if (template === undefined)
      throw notFound(`Unbekannter Konfigurationswert ${name}.`);
    return c.body(template, 200, {
      "Content-Type": "text/plain; charset=utf-8",
    });
  });

  const listTemplates = (c: AppContext) => c.json(UI_TEMPLATES);
  app.get(`${APP_API}/uitemplate`, listTemplates);
  app.get(`${APP_API}/uitemplate/`, listTemplates);
  app.get(`${APP_API}/uitemplate/:id`, (c) => {
    const template = UI_TEMPLATES.find((t) => t.id === c.req.param("id"));
    if (!template) throw notFound("Die Vorlage wurde nicht gefunden.");
    return c.json(template);
  });
}
