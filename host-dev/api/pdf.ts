/**
 * A tiny but valid PDF (one A4 page, Helvetica) written by hand: enough for
 * downloads to open in a viewer without pulling in a PDF library.
 */

// Looked up by the characters of names from requests: a Map has no inherited names.
const WIN_ANSI_EXTRAS: ReadonlyMap<string, number> = new Map([
  ["€", 0x80],
  ["„", 0x84],
  ["…", 0x85],
  ["–", 0x96],
  ["—", 0x97],
  ["“", 0x93],
  ["”", 0x94],
  ["‘", 0x91],
  ["’", 0x92],
]);

/** WinAnsiEncoding bytes of a string, escaped for a PDF literal string. */
function pdfString(text: string): number[] {
  const bytes: number[] = [0x28];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    let byte = WIN_ANSI_EXTRAS.get(char) ?? (code <= 0xff ? code : 0x3f);
    if (byte < 0x20 && byte !== 0x09) byte = 0x20;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) bytes.push(0x5c);
    bytes.push(byte);
  }
  bytes.push(0x29);
  return bytes;
}

function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}

export function buildPdf(
  title: string,
  lines: readonly string[],
): Uint8Array<ArrayBuffer> {
  const content: number[] = [
    ...ascii("BT\n/F1 16 Tf\n56 780 Td\n"),
    ...pdfString(title),
    ...ascii(" Tj\n/F1 10 Tf\n0 -28 Td\n"),
  ];
  for (const line of lines) {
    content.push(...pdfString(line), ...ascii(" Tj\n0 -14 Td\n"));
  }
  content.push(...ascii("ET\n"));

  const objects: number[][] = [
    ascii("<< /Type /Catalog /Pages 2 0 R >>"),
    ascii("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    ascii(
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    ),
    ascii(
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ),
    [
      ...ascii(`<< /Length ${content.length} >>\nstream\n`),
      ...content,
      ...ascii("endstream"),
    ],
    [
      ...ascii("<< /Title "),
      ...pdfString(title),
      ...ascii(" /Producer (IPPC Austria host-dev) >>"),
    ],
  ];

  const out: number[] = ascii("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n");
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out.push(...ascii(`${i + 1} 0 obj\n`), ...body, ...ascii("\nendobj\n"));
  });
  const xref = out.length;
  out.push(...ascii(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`));
  for (const offset of offsets)
    out.push(...ascii(`${String(offset).padStart(10, "0")} 00000 n \n`));
  out.push(
    ...ascii(
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Uint8Array.from(out);
}
