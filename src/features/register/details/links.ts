/**
 * Links the details page builds from server data and configured templates. A template comes from
 * configuration, so only the expected kinds of address are turned into links: never `javascript:`.
 */

const WEB_ADDRESS = /^(https?:\/\/|\/(?!\/))/i;
const MAIL_ADDRESS = /^mailto:/i;

/** A web address (absolute http(s) or root-relative) or null. */
export function webHref(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && WEB_ADDRESS.test(trimmed) ? trimmed : null;
}

/** A mailto: address or null. */
export function mailHref(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && MAIL_ADDRESS.test(trimmed) ? trimmed : null;
}

/**
 * A person's address as the server holds it, plain: letters, digits and . _ + - before the @, a
 * domain after it. Anything else (? & # would add headers such as cc= or body=, a line break a
 * header of its own) makes it no address to write to.
 */
const PLAIN_MAIL_ADDRESS =
  /^[\p{L}\p{N}._+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u;

/** A mailto: link to `address`, each part percent-encoded, or null for an address not plain. */
export function mailtoAddress(address: string): string | null {
  if (!PLAIN_MAIL_ADDRESS.test(address)) return null;
  const at = address.indexOf("@");
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}

/**
 * Fills `{name}` placeholders. The templates are URLs (already percent-encoded), so every value is
 * encoded as a URI component: a name with '&' or umlauts cannot break the address.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key)
      ? encodeURIComponent(values[key] ?? "")
      : placeholder,
  );
}

const MAP_ZOOM = 16;

/** OpenStreetMap with a marker at the installation. */
export function mapUrl({ lat, lon }: { lat: number; lon: number }): string {
  const query = new URLSearchParams({ mlat: String(lat), mlon: String(lon) });
  return `https://www.openstreetmap.org/?${query}#map=${MAP_ZOOM}/${lat}/${lon}`;
}
