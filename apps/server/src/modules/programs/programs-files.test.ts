import { MESSAGES } from "@quad/contract/rules/messages";
import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shownName } from "../../lib/file-names.ts";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { PDF_SMALL, PNG_1PX } from "../../test/files.ts";
import { completeProgram, PROGRAMS_API, programCalls } from "../../test/programs.ts";
import { waitFor } from "../../test/webinars.ts";
import { FILE_REMOVE_QUEUE } from "../files/file-removal.job.ts";

let t: TestApp;
let call: ReturnType<typeof programCalls>;
/** A fixed clock: signed links stay the same between two answers. */
beforeAll(async () => {
  // Replaced files are removed by a job (decision 061): workers on.
  t = await createTestApp({ now: () => new Date("2026-11-26T12:00:00Z"), env: { JOBS_WORKERS: "true" } });
  call = programCalls(t);
});
afterAll(async () => t.close());

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00]);
const brochure = (data = PDF_SMALL, filename = "Brochure 2027.pdf") => ({
  field: "brochure",
  filename,
  type: "application/pdf",
  data,
});
const banner = (i: number, data = PNG_1PX) => ({
  field: "banners[]",
  filename: `banner-${i}.png`,
  type: "image/png",
  data,
});
type File = { id: number; name: string; url: string; kind: string; content_type: string; size_bytes: number };
const storedName = (f: File) => /files\/([a-f0-9]{32}\.[a-z]+)/.exec(f.url)?.[1] as string;

describe("brochures and banners", () => {
  it("stores a brochure and banners checked by content, served to the institution only", async () => {
    const { token } = await t.createSignedIn("University");
    const res = await call.createForm(token, completeProgram(), [
      brochure(),
      banner(1),
      { field: "banners[]", filename: "campus.JPG", type: "image/jpeg", data: JPEG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json().program;
    expect(p.brochure).toMatchObject({
      kind: "brochure",
      name: "Brochure 2027.pdf",
      content_type: "application/pdf",
      size_bytes: PDF_SMALL.length,
    });
    expect(p.banners.map((b: File) => [b.name, b.content_type])).toEqual([
      ["banner-1.png", "image/png"],
      ["campus.JPG", "image/jpeg"],
    ]);
    const file = await t.injectAs(token, { method: "GET", url: `${PROGRAMS_API}/${p.id}/files/${p.brochure.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain('filename="Brochure 2027.pdf"');
    expect(file.rawPayload.equals(PDF_SMALL)).toBe(true);
    // The signed link of the answer opens it too.
    const signed = await t.app.inject({ method: "GET", url: p.banners[0].url });
    expect(signed.rawPayload.equals(PNG_1PX)).toBe(true);
    const other = await t.createSignedIn("University");
    const refused = await t.injectAs(other.token, {
      method: "GET",
      url: `${PROGRAMS_API}/${p.id}/files/${p.brochure.id}`,
    });
    expect(refused.statusCode).toBe(404);
    // A file id of another program of the same institution is not found under this one.
    const second = (await call.createForm(token, { name: "Second" }, [brochure()])).json().program;
    const crossed = await t.injectAs(token, {
      method: "GET",
      url: `${PROGRAMS_API}/${p.id}/files/${second.brochure.id}`,
    });
    expect(crossed.statusCode).toBe(404);
  });

  it("refuses a fake PDF, a brochure over 20 MB and a banner that is a PDF, with the spec's messages", async () => {
    const { token } = await t.createSignedIn("University");
    const fake = await call.createForm(token, { name: "Fake" }, [
      brochure(Buffer.from("just some text pretending to be a PDF")),
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ brochure: MESSAGES.fileType("pdf, jpg, jpeg") });
    const big = await call.createForm(token, { name: "Big" }, [
      brochure(Buffer.concat([PDF_SMALL, Buffer.alloc(20 * 1024 * 1024)])),
    ]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ brochure: "File size should be less than 20 MB" });
    const pdfBanner = await call.createForm(token, { name: "PDF banner" }, [
      { field: "banners[]", filename: "banner.pdf", type: "application/pdf", data: PDF_SMALL },
    ]);
    expect(pdfBanner.json().errors).toEqual({ banners: MESSAGES.fileType("jpg, jpeg, png") });
    expect((await call.list(token)).json().total).toBe(0);
  }, 60_000);

  it("keeps at most three banners and one brochure: a fourth banner is refused, a new brochure replaces the old", async () => {
    const { token } = await t.createSignedIn("University");
    const four = await call.createForm(
      token,
      { name: "Four" },
      [1, 2, 3, 4].map((i) => banner(i)),
    );
    expect(four.json()).toEqual({ errors: { banners: PROGRAM_MESSAGES.tooManyBanners(3) } });
    const p = (await call.createForm(token, { name: "Three" }, [brochure(), banner(1), banner(2), banner(3)])).json()
      .program;
    const fourth = await call.updateForm(token, p.id, {}, [banner(4)]);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({ errors: { banners: PROGRAM_MESSAGES.tooManyBanners(3) } });
    // Taking one off makes room for the new one, in the same request.
    const swapped = await call.updateForm(token, p.id, { remove_file_ids: [p.banners[0].id] }, [banner(4)]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().program.banners.map((b: File) => b.name)).toEqual([
      "banner-2.png",
      "banner-3.png",
      "banner-4.png",
    ]);
    await waitFor(async () => (await t.app.ctx.storage.read(storedName(p.banners[0]))) === undefined);
    const replaced = await call.updateForm(token, p.id, {}, [brochure(PDF_SMALL, "New brochure.pdf")]);
    expect(replaced.json().program.brochure.name).toBe("New brochure.pdf");
    await waitFor(async () => (await t.app.ctx.storage.read(storedName(p.brochure))) === undefined);
    const two = await call.updateForm(token, p.id, {}, [brochure(), brochure()]);
    expect(two.json()).toEqual({ errors: { brochure: PROGRAM_MESSAGES.tooManyBrochures(1) } });
  });

  it("offers the institution's files for reuse, and keeps shared bytes while a program still uses them", async () => {
    const { token } = await t.createSignedIn("University");
    const other = await t.createSignedIn("University");
    const first = (await call.createForm(token, { name: "First" }, [brochure(), banner(1)])).json().program;
    const othersFile = (await call.createForm(other.token, { name: "Other's" }, [banner(9)])).json().program.banners[0];
    const brochures = (await call.lookup(token, "programs/brochures")).json().brochures;
    expect(brochures).toEqual([{ ...first.brochure, program: { id: first.id, name: "First" } }]);
    expect((await call.lookup(token, "programs/banners")).json().banners).toHaveLength(1);

    const refused = await call.create(token, { name: "Borrowing", reuse_file_ids: [othersFile.id] });
    expect(refused.json()).toEqual({ errors: { reuse_file_ids: PROGRAM_MESSAGES.notYourFile } });
    const second = await call.create(token, {
      name: "Second",
      reuse_file_ids: [first.brochure.id, first.banners[0].id],
    });
    expect(second.statusCode, second.body).toBe(201);
    const reused = second.json().program;
    expect(reused.brochure.name).toBe("Brochure 2027.pdf");
    expect(storedName(reused.brochure)).toBe(storedName(first.brochure));
    // The look-up offers each stored file once, from the program that uses it last.
    expect((await call.lookup(token, "programs/brochures")).json().brochures).toEqual([
      { ...reused.brochure, program: { id: reused.id, name: "Second" } },
    ]);
    // The first program lets go of its brochure: the second still has the bytes.
    const removals = await t.app.ctx.jobs.count(FILE_REMOVE_QUEUE);
    await call.update(token, first.id, { remove_file_ids: [first.brochure.id] });
    expect(await t.app.ctx.jobs.count(FILE_REMOVE_QUEUE)).toBe(removals);
    expect(await t.app.ctx.storage.read(storedName(first.brochure))).toBeDefined();
    const served = await t.injectAs(token, {
      method: "GET",
      url: `${PROGRAMS_API}/${reused.id}/files/${reused.brochure.id}`,
    });
    expect(served.rawPayload.equals(PDF_SMALL)).toBe(true);
    const notMine = await call.update(token, first.id, { remove_file_ids: [reused.brochure.id] });
    expect(notMine.json()).toEqual({ errors: { remove_file_ids: PROGRAM_MESSAGES.notThisProgramsFile } });
  });
});

describe("shownName", () => {
  it("keeps the last path segment without control characters or broken characters", () => {
    expect(shownName("../../etc/passwd.pdf", "pdf")).toBe("passwd.pdf");
    expect(shownName("C:\\Users\\me\\brochure.pdf", "pdf")).toBe("brochure.pdf");
    expect(shownName("a\u0000b\u0007.png", "png")).toBe("ab.png");
    expect(shownName("\uD800x.png", "png")).toBe("\uFFFDx.png");
    expect(shownName("😀.png", "png")).toBe("😀.png");
    expect(shownName(" \u0001 ", "jpg")).toBe("file.jpg");
    expect(shownName("x".repeat(300), "pdf")).toHaveLength(200);
  });
});
