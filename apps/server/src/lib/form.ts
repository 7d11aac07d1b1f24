import { INPUT_PROBLEM_MESSAGES, inputProblems } from "@quad/contract/rules/input-limits";
import type { FastifyRequest } from "fastify";
import { ValidationError } from "./errors.ts";

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** The form's fields as the contract's input rules allow them (see plugins/validation.ts). */
function checkedFields(fields: unknown): Record<string, unknown> {
  if (fields === undefined) return {};
  if (!isPlainObject(fields)) throw new ValidationError({ base: "must be an object of fields" });
  const bad = inputProblems(fields);
  if (bad.length > 0) {
    throw new ValidationError(
      Object.fromEntries(bad.map(({ path, problem }) => [path, INPUT_PROBLEM_MESSAGES[problem]])),
    );
  }
  return fields;
}

/**
 * Reads a multipart/form-data body into plain fields and buffered files; a JSON body is
 * returned as fields. Rails-style names like `user[locale]` become `user.locale` keys.
 * Texts are checked like every other input (see plugins/validation.ts).
 */
export function readForm(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  // A multipart stream is read once: a hook that needs a field first (the throttle's email) and the handler
  // share the one reading (and its error).
  let reading = formsRead.get(request);
  if (!reading) {
    reading = readFormOnce(request);
    formsRead.set(request, reading);
  }
  return reading;
}

const formsRead = new WeakMap<FastifyRequest, Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }>>();

async function readFormOnce(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    return { fields: checkedFields(request.body ?? undefined), files: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    await readParts(request, fields, files);
  } catch (err) {
    // Limits (413) keep their status; a stream the parser cannot read (no boundary, cut short) is a 422.
    if ((err as { statusCode?: number }).statusCode) throw err;
    throw new ValidationError({ base: "The form could not be read" });
  }
  return { fields: checkedFields(fields), files };
}

async function readParts(request: FastifyRequest, fields: Record<string, unknown>, files: UploadedFile[]) {
  for await (const part of request.parts()) {
    if (part.type === "file") {
      files.push({
        field: part.fieldname.replace(/\[\]$/, ""),
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      });
    } else if (part.fieldname.endsWith("[]")) {
      const key = part.fieldname.slice(0, -2);
      const list = Array.isArray(fields[key]) ? (fields[key] as unknown[]) : [];
      list.push(part.value);
      fields[key] = list;
    } else {
      fields[part.fieldname] = part.value;
    }
  }
}
