import {
  APP_API,
  taskOwner,
  type AppContext,
  type AppHono,
  type Services,
} from "../context";
import { notFound, parseWith } from "../errors";
import { attachment } from "../http";
import { z } from "zod";
import { XLSX_CONTENT_TYPE } from "../xlsx";

const taskIdSchema = z.uuid("Auftrags-ID erwartet");

export function registerTaskRoutes(app: AppHono, services: Services): void {
  const ownerOrNotFound = async (c: AppContext) => {
    const { owner } = await taskOwner(c, services, false);
    if (!owner) throw notFound("Der Auftrag wurde nicht gefunden.");
    return owner;
  };

  app.get(`${APP_API}/user-tasks`, async (c) => {
    const { owner } = await taskOwner(c, services, false);
    return c.json(owner ? services.tasks.list(owner) : []);
  });

  app.post(`${APP_API}/user-tasks/:id/cancel`, async (c) => {
    const id = parseWith(taskIdSchema, c.req.param("id"), "Auftrags-ID");
    return c.json(await services.tasks.cancel(await ownerOrNotFound(c), id));
  });

  app.post(`${APP_API}/user-tasks/:id/delete`, async (c) => {
    const id = parseWith(taskIdSchema, c.req.param("id"), "Auftrags-ID");
    await services.tasks.delete(await ownerOrNotFound(c), id);
    return c.body(null, 204);
  });

  app.get(`${APP_API}/user-tasks/:id/result`, async (c) => {
    const id = parseWith(taskIdSchema, c.req.param("id"), "Auftrags-ID");
    const { data, fileName } = await services.tasks.result(
      await ownerOrNotFound(c),
      id,
    );
    return c.body(data, 200, {
      "Content-Type": XLSX_CONTENT_TYPE,
      "Content-Disposition": attachment(fileName),
    });
  });
}
