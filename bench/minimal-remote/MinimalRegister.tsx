import { useEffect, useState } from "react";

interface Row {
  id: string;
  name: string;
  operatorName: string;
  postcode: string;
  municipality: string;
  bundesland: { name: string };
}

function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : "";
}

/**
 * The floor the register is compared with: the same first request and the same first 20 rows,
 * as a static table, with nothing else (no router, no query cache, no framework).
 */
export function MinimalRegister() {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetch("/natippc/api/ippcInstallations", {
      method: "POST",
      credentials: "include",
      signal: controller.signal,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "X-XSRF-TOKEN": xsrfToken(),
      },
      body: JSON.stringify({ page: 0, pageSize: 20 }),
    })
      .then((response) => response.json() as Promise<{ items: Row[] }>)
      .then((page) => setRows(page.items))
      .catch(() => setRows([]));
    return () => controller.abort();
  }, []);
  return (
    <main>
      <h1>Anlagen</h1>
      {rows && (
        <table>
          <thead>
            <tr>
              <th>Anlage</th>
              <th>Betreiber</th>
              <th>Standort</th>
              <th>Bundesland</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <a href={`/natippc/installations/${row.id}`}>{row.name}</a>
                </td>
                <td>{row.operatorName}</td>
                <td>
                  {row.postcode} {row.municipality}
                </td>
                <td>{row.bundesland.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
