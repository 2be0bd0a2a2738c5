/** The few calls the simulated portal itself makes. */

export interface Persona {
  name: string;
  label: string;
  description: string;
  username: string;
}

function xsrfToken(): string {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : "";
}

export async function getJson<T>(url: string): Promise<T | null> {
  try {
    const response = await fetch(url, {
      credentials: "include",
      headers: { Accept: "application/json" },
    });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

export async function postActiveRole(roleId: string): Promise<void> {
  const response = await fetch(
    `/natippc/api/auth/activeRole?roleId=${encodeURIComponent(roleId)}`,
    {
      method: "POST",
      credentials: "include",
      headers: { "X-XSRF-TOKEN": xsrfToken(), Accept: "application/json" },
    },
  );
  if (!response.ok)
    throw new Error(`Rollenwechsel fehlgeschlagen (${response.status})`);
}

export function loginUrl(persona: string, returnUrl: string): string {
  return `/__dev/login?as=${encodeURIComponent(persona)}&returnUrl=${encodeURIComponent(returnUrl)}`;
}
