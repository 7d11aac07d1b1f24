import type { TestApp } from "./app.ts";
import { multipartBody } from "./files.ts";

export const PROGRAMS_API = "/api/v1/partners/programs";

/** A program with everything activation needs (spec 3 §3; rules/program.ts programCompleteness). */
export function completeProgram(overrides: Record<string, unknown> = {}) {
  return {
    name: "BSc Economics",
    program_type: "undergraduate",
    currency: "GBP",
    min_cost: "12,500.00",
    max_cost: "18,000",
    description: "Three years of economics with a placement year.",
    intake_rounds: [
      { name: "Fall 2027", start_date: "2027-09-20", opening_date: "2026-10-01", deadline: "2027-01-31" },
      { name: "Spring 2028", start_date: "2028-02-01", opening_date: "2027-03-01", deadline: "2027-10-31" },
    ],
    courses: [{ name: "Economics" }, { name: "Economics with Finance" }],
    content: [{ title: "Overview", body: "A rigorous degree." }],
    tests: [{ test: "IELTS", min_score: "6.5" }],
    required_documents: ["transcript", "passport"],
    additional_requirements: "An interview for shortlisted applicants.",
    ...overrides,
  };
}

/** The same fields as a multipart form: lists as their JSON text. */
export function asForm(fields: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
  ) as Record<string, string>;
}

export function programCalls(t: TestApp) {
  return {
    create: (token: string, fields: Record<string, unknown>) =>
      t.injectAs(token, { method: "POST", url: PROGRAMS_API, payload: fields }),
    createForm: (token: string, fields: Record<string, unknown>, files: Parameters<typeof multipartBody>[1] = []) =>
      t.injectAs(token, { method: "POST", url: PROGRAMS_API, ...multipartBody(asForm(fields), files) }),
    update: (token: string, id: number, fields: Record<string, unknown>) =>
      t.injectAs(token, { method: "PUT", url: `${PROGRAMS_API}/${id}`, payload: fields }),
    updateForm: (
      token: string,
      id: number,
      fields: Record<string, unknown>,
      files: Parameters<typeof multipartBody>[1] = [],
    ) => t.injectAs(token, { method: "PUT", url: `${PROGRAMS_API}/${id}`, ...multipartBody(asForm(fields), files) }),
    get: (token: string, id: number) => t.injectAs(token, { method: "GET", url: `${PROGRAMS_API}/${id}` }),
    remove: (token: string, id: number) => t.injectAs(token, { method: "DELETE", url: `${PROGRAMS_API}/${id}` }),
    copy: (token: string, id: number) => t.injectAs(token, { method: "GET", url: `${PROGRAMS_API}/${id}/copy` }),
    list: (token: string, body: Record<string, unknown> = { page_no: 1 }) =>
      t.injectAs(token, { method: "POST", url: `${PROGRAMS_API}/list`, payload: body }),
    lookup: (token: string, path: string) => t.injectAs(token, { method: "GET", url: `/api/v1/partners/${path}` }),
  };
}

/** Creates a program and answers its id (throws when the API refuses). */
export async function newProgram(t: TestApp, token: string, fields: Record<string, unknown> = completeProgram()) {
  const res = await programCalls(t).create(token, fields);
  if (res.statusCode !== 201) throw new Error(`program not created: ${res.statusCode} ${res.body}`);
  return res.json().program as { id: number; name: string; status: string } & Record<string, unknown>;
}
