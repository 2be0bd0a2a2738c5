/** @jest-environment node */
import { Workbook } from "exceljs";
import type {
  InstallationDetails,
  InstallationPage,
  RedListEntry,
  UserTask,
} from "../../src/api/types";
import { excelFileName } from "../../host-dev/api/tasks";
import { startApi, waitFor, type TestApi, type TestClient } from "./client";

let server: TestApi;

beforeAll(() => {
  server = startApi();
});
afterAll(async () => {
  await server.dispose();
});

const tasksOf = async (client: TestClient) =>
  (await (await client.get("/natippc/api/user-tasks")).json()) as UserTask[];

async function startExport(
  client: TestClient,
  body: object = {},
): Promise<UserTask> {
  const response = await client.post(
    "/natippc/api/ippcInstallations/excel",
    body,
  );
  expect(response.status).toBe(202);
  return (await response.json()) as UserTask;
}

const settled = (id: string) => (tasks: UserTask[]) =>
  tasks.some(
    (t) =>
      t.id === id && ["SUCCESS", "FAILURE", "CANCELLED"].includes(t.status),
  );

describe("Excel export task", () => {
  it("runs WAITING → RUNNING → SUCCESS and delivers a real xlsx of the filtered rows", async () => {
    const client = server.client();
    await client.login("authority");
    const filter = { criteria: { bundesland: ["4"] }, searchText: "werk" };
    const expected = (await (
      await client.post("/natippc/api/ippcInstallations", {
        ...filter,
        pageSize: 1,
      })
    ).json()) as InstallationPage;

    const task = await startExport(client, filter);
    expect(task).toMatchObject({
      name: "Excel-Export Anlagenliste",
      status: "WAITING",
      persistence: "PERSISTENT",
      progress: 0,
    });
    const early = await client.get(`/natippc/api/user-tasks/${task.id}/result`);
    expect(early.status).toBe(409);

    const seen = new Set<string>();
    const tasks = await waitFor(
      () => tasksOf(client),
      (list) => {
        for (const t of list) if (t.id === task.id) seen.add(t.status);
        return settled(task.id)(list);
      },
    );
    const done = tasks.find((t) => t.id === task.id);
    expect(done).toMatchObject({ status: "SUCCESS", progress: 100 });
    expect(seen.has("RUNNING")).toBe(true);
    expect(done?.resultFileName).toMatch(/\.xlsx$/);

    const result = await client.get(
      `/natippc/api/user-tasks/${task.id}/result`,
    );
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(result.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="IPPC-/,
    );

    const workbook = new Workbook();
    await workbook.xlsx.load(await result.arrayBuffer());
    const sheet = workbook.getWorksheet("Anlagen");
    if (!sheet) throw new Error("sheet Anlagen missing");
    expect(sheet.getRow(1).getCell(1).value).toBe("Anlagen-ID");
    expect(sheet.getRow(1).getCell(2).value).toBe("Anlagenname");
    expect(sheet.getRow(1).getCell(12).value).toBe("Letzte Umweltinspektion");
    expect(sheet.actualRowCount - 1).toBe(expected.total);
    const dated = Array.from(
      { length: sheet.rowCount - 1 },
      (_, i) => sheet.getRow(i + 2).getCell(12).value,
    ).find((v) => v !== null);
    expect(dated).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(7).value).toBe("Oberösterreich");
  });

  it("names the file and 'Erstellt am' in Vienna time, as the task list shows it", async () => {
    // 22:30 UTC in summer is already the next day, 00:30, in Vienna.
    const at = Date.parse("2026-07-15T22:30:00Z");
    const clocked = startApi({ now: () => at });
    try {
      const client = clocked.client();
      await client.login("authority");
      const task = await startExport(client, {
        criteria: { bundesland: ["8"] },
      });
      const tasks = await waitFor(() => tasksOf(client), settled(task.id));
      expect(tasks.find((t) => t.id === task.id)?.resultFileName).toBe(
        "IPPC-Anlagenliste_2026-07-16-00-30.xlsx",
      );
      const result = await client.get(
        `/natippc/api/user-tasks/${task.id}/result`,
      );
      expect(result.headers.get("Content-Disposition")).toContain(
        'filename="IPPC-Anlagenliste_2026-07-16-00-30.xlsx"',
      );
      const workbook = new Workbook();
      await workbook.xlsx.load(await result.arrayBuffer());
      const created = workbook.getWorksheet("Info")?.getCell("B3").value;
      expect((created as Date).toISOString()).toBe("2026-07-16T00:30:00.000Z");
    } finally {
      await clocked.dispose();
    }
  });

  it("uses Vienna's winter time too (UTC+1)", () => {
    expect(excelFileName(new Date("2026-01-10T23:15:00Z"))).toBe(
      "IPPC-Anlagenliste_2026-01-11-00-15.xlsx",
    );
  });

  it("names each row's ÖNACE class (code and name) and the operator's legal form, and no contact person", async () => {
    const client = server.client();
    await client.login("authority");
    const filter = { criteria: { bundesland: ["4"], activity: ["3"] } };
    const task = await startExport(client, filter);
    await waitFor(() => tasksOf(client), settled(task.id));
    const result = await client.get(
      `/natippc/api/user-tasks/${task.id}/result`,
    );
    const workbook = new Workbook();
    await workbook.xlsx.load(await result.arrayBuffer());
    const sheet = workbook.getWorksheet("Anlagen");
    if (!sheet) throw new Error("sheet Anlagen missing");
    const headers = sheet.getRow(1).values as unknown[];
    const column = (header: string) => {
      const index = headers.indexOf(header);
      if (index < 1) throw new Error(`no column ${header}`);
      return index;
    };
    const names = async (list: string) =>
      new Map(
        (
          (await (
            await client.get(`/natippc/api/redalists/${list}`)
          ).json()) as RedListEntry[]
        ).map((e) => [e.code, e.name]),
      );
    const nace = await names("naceActivities");
    const legalForms = await names("legalForms");

    expect(sheet.rowCount).toBeGreaterThan(3);
    const codes = new Set<string>();
    for (let n = 2; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      const id = String(row.getCell(column("Anlagen-ID")).value);
      const details = (await (
        await client.get(`/natippc/api/ippcInstallations/${id}`)
      ).json()) as InstallationDetails;
      expect(row.getCell(column("ÖNACE")).value).toBe(
        `${details.naceCode} ${nace.get(details.naceCode)}`,
      );
      expect(row.getCell(column("Rechtsform")).value).toBe(
        legalForms.get(details.operator.legalFormCode),
      );
      codes.add(details.operator.legalFormCode);
      // The list is for everybody: the authority's own view of the contact person stays out.
      const contact = details.operator.contactPerson;
      expect(contact).toBeDefined();
      row.eachCell((cell) => {
        expect(String(cell.value)).not.toContain(contact?.email);
        expect(String(cell.value)).not.toContain(contact?.phone);
      });
    }
    expect(codes.size).toBeGreaterThan(1);
  }, 20_000);

  it("can be cancelled (CANCELLING → CANCELLED) and then has no result", async () => {
    const client = server.client();
    await client.login("owner");
    const task = await startExport(client);
    const cancelled = await client.request(
      `/natippc/api/user-tasks/${task.id}/cancel`,
      {
        method: "POST",
      },
    );
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as UserTask).status).toBe("CANCELLING");
    const tasks = await waitFor(() => tasksOf(client), settled(task.id));
    expect(tasks.find((t) => t.id === task.id)?.status).toBe("CANCELLED");
    expect(
      (await client.get(`/natippc/api/user-tasks/${task.id}/result`)).status,
    ).toBe(409);
    const again = await client.request(
      `/natippc/api/user-tasks/${task.id}/cancel`,
      {
        method: "POST",
      },
    );
    expect(again.status).toBe(409);
  });

  it("stays running half-way under the hold-task fault, for the export its query picks out, until cancelled", async () => {
    const client = server.client();
    await client.login("owner");
    await client.post("/__dev/faults", {
      path: "/natippc/api/ippcInstallations/excel?hold=1",
      mode: "hold-task",
      times: 1,
    });
    const other = await startExport(client);
    const held = (await (
      await client.post("/natippc/api/ippcInstallations/excel?hold=1", {})
    ).json()) as UserTask;
    const afterOther = await waitFor(() => tasksOf(client), settled(other.id));
    expect(afterOther.find((t) => t.id === other.id)?.status).toBe("SUCCESS");
    expect(afterOther.find((t) => t.id === held.id)).toMatchObject({
      status: "RUNNING",
      progress: 50,
    });
    await client.request(`/natippc/api/user-tasks/${held.id}/cancel`, {
      method: "POST",
    });
    const after = await waitFor(() => tasksOf(client), settled(held.id));
    expect(after.find((t) => t.id === held.id)?.status).toBe("CANCELLED");
  });

  it("ends in FAILURE with a German message when the fail-task fault is set", async () => {
    const client = server.client();
    await client.login("owner");
    await client.post("/__dev/faults", {
      path: "/natippc/api/ippcInstallations/excel",
      mode: "fail-task",
      times: 1,
    });
    const failing = await startExport(client);
    const tasks = await waitFor(() => tasksOf(client), settled(failing.id));
    const failed = tasks.find((t) => t.id === failing.id);
    expect(failed?.status).toBe("FAILURE");
    expect(failed?.message).toMatch(
      /Excel-Export konnte nicht erstellt werden/,
    );
    // times: 1 — the next export works again.
    const next = await startExport(client);
    const later = await waitFor(() => tasksOf(client), settled(next.id));
    expect(later.find((t) => t.id === next.id)?.status).toBe("SUCCESS");
  });

  it("belongs to its owner: foreign and unknown tasks are 404, delete removes", async () => {
    const owner = server.client();
    await owner.login("owner");
    const task = await startExport(owner);
    const stranger = server.client();
    await stranger.login("oidc");
    expect(await tasksOf(stranger)).toEqual([]);
    expect(
      (await stranger.get(`/natippc/api/user-tasks/${task.id}/result`)).status,
    ).toBe(404);
    expect(
      (
        await stranger.request(`/natippc/api/user-tasks/${task.id}/delete`, {
          method: "POST",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await owner.get(
          `/natippc/api/user-tasks/00000000-0000-4000-8000-000000000000/result`,
        )
      ).status,
    ).toBe(404);
    const deleted = await owner.request(
      `/natippc/api/user-tasks/${task.id}/delete`,
      {
        method: "POST",
      },
    );
    expect(deleted.status).toBe(204);
    expect((await tasksOf(owner)).some((t) => t.id === task.id)).toBe(false);
  });

  it("keeps an anonymous visitor's tasks in the (new) session", async () => {
    const visitor = server.client();
    await visitor.primeXsrf();
    expect(await tasksOf(visitor)).toEqual([]);
    const task = await startExport(visitor, { searchText: "Linz" });
    expect(task.persistence).toBe("IN_MEMORY");
    expect(visitor.cookies.has("SESSION")).toBe(true);
    const list = await waitFor(() => tasksOf(visitor), settled(task.id));
    expect(list.find((t) => t.id === task.id)?.status).toBe("SUCCESS");
    expect(await tasksOf(server.client())).toEqual([]);
  });

  it("keeps each anonymous visitor's tasks to that visitor's session: another never lists nor reaches them", async () => {
    const first = server.client();
    await first.primeXsrf();
    const second = server.client();
    await second.primeXsrf();
    const mine = await startExport(first, { searchText: "Linz" });
    const theirs = await startExport(second, { searchText: "Graz" });
    expect(first.cookies.get("SESSION")).not.toBe(
      second.cookies.get("SESSION"),
    );
    const firstList = await waitFor(() => tasksOf(first), settled(mine.id));
    const secondList = await waitFor(() => tasksOf(second), settled(theirs.id));
    expect(firstList.map((t) => t.id)).toEqual([mine.id]);
    expect(secondList.map((t) => t.id)).toEqual([theirs.id]);

    // The other visitor's task by its id: unknown, whatever the action.
    expect(
      (await second.get(`/natippc/api/user-tasks/${mine.id}/result`)).status,
    ).toBe(404);
    for (const action of ["cancel", "delete"]) {
      expect(
        (
          await second.request(`/natippc/api/user-tasks/${mine.id}/${action}`, {
            method: "POST",
          })
        ).status,
      ).toBe(404);
    }
    // A made-up session cookie holds nothing and creates nothing.
    const guesser = server.client();
    guesser.cookies.set("SESSION", "erfunden");
    expect(await tasksOf(guesser)).toEqual([]);
    expect(guesser.cookies.get("SESSION")).toBe("erfunden");
    // Nor do signed-in users see a visitor's tasks, or a visitor theirs.
    const owner = server.client();
    await owner.login("owner");
    const ownTask = await startExport(owner, { searchText: "Wien" });
    expect((await tasksOf(owner)).map((t) => t.id)).not.toContain(mine.id);
    expect((await tasksOf(first)).map((t) => t.id)).toEqual([mine.id]);
    await waitFor(() => tasksOf(owner), settled(ownTask.id));

    expect(
      (await first.get(`/natippc/api/user-tasks/${mine.id}/result`)).status,
    ).toBe(200);
    expect((await tasksOf(first)).find((t) => t.id === mine.id)?.status).toBe(
      "SUCCESS",
    );
  }, 20_000);

  it("an anonymous visitor's tasks end with the session: signing in starts afresh", async () => {
    const visitor = server.client();
    await visitor.primeXsrf();
    const task = await startExport(visitor, { searchText: "Linz" });
    await waitFor(() => tasksOf(visitor), settled(task.id));
    await visitor.login("oidc");
    expect((await tasksOf(visitor)).map((t) => t.id)).not.toContain(task.id);
    expect(
      (await visitor.get(`/natippc/api/user-tasks/${task.id}/result`)).status,
    ).toBe(404);
  });
});
