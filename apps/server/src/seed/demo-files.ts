import { deflateSync } from "node:zlib";
import { DOCUMENT_TYPE_NAMES, type DocumentType } from "@quad/contract/rules/document-types";
import type { UploadedFile } from "../lib/form.ts";

/**
 * Small real files for the demo world's uploads (documents, brochures, banners): valid PDF and PNG bytes that
 * pass the uploads' content checks (magic bytes) and open in a browser, made here rather than shipped.
 */

/** Latin-1 text a PDF's built-in Helvetica can show: accents dropped, anything else a question mark. */
function pdfText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?")
    .replace(/([\\()])/g, "\\$1");
}

/** A one-page A4 PDF with a title and a few lines of text (about 1 KB). */
export function demoPdf(title: string, lines: readonly string[] = []): Buffer {
  const text = [
    "BT /F1 20 Tf 60 770 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf 0 -30 Td",
    ...lines.flatMap((line) => [`(${pdfText(line)}) Tj`, "0 -16 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

type Rgb = readonly [number, number, number];

/** A PNG of the given size, a left-to-right gradient between two colours (a banner, a scan's stand-in). */
export function demoPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
  for (let x = 0; x < width; x += 1) {
    const t = width > 1 ? x / (width - 1) : 0;
    for (let k = 0; k < 3; k += 1)
      row[1 + x * 3 + k] = Math.round((from[k] as number) + t * ((to[k] as number) - (from[k] as number)));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A file as a multipart form hands it to the services. */
export function demoUpload(field: string, filename: string, data: Buffer): UploadedFile {
  const mimetype = filename.endsWith(".png")
    ? "image/png"
    : filename.endsWith(".pdf")
      ? "application/pdf"
      : "image/jpeg";
  return { field, filename, mimetype, data };
}

/** A name as a file name's part: no accents, lower case, dashes. */
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A passport scan's stand-in (the same image for everyone: made once). */
let passportScan: Buffer | undefined;
const passport = () => {
  passportScan ??= demoPng(240, 160, [60, 70, 110], [200, 205, 220]);
  return passportScan;
};

/** The applicant's documents for the program's required types: PDFs, and the passport as a scanned image. */
export function applicantDocuments(types: readonly DocumentType[], name: string, programName: string) {
  return types.map((type) =>
    type === "passport"
      ? demoUpload(`documents[${type}]`, `${slug(name)}-passport.png`, passport())
      : demoUpload(
          `documents[${type}]`,
          `${slug(name)}-${slug(DOCUMENT_TYPE_NAMES[type])}.pdf`,
          demoPdf(DOCUMENT_TYPE_NAMES[type], [name, `Submitted with the application to ${programName}`]),
        ),
  );
}
