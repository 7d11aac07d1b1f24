import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { newFileName } from "../lib/file-names.ts";
import { createLocalStorage } from "./storage.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "quad-local-storage-"));
const storage = createLocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("local storage streams", () => {
  it("writes a stream under its name once whole and streams it back with its size", async () => {
    const name = newFileName("csv");
    await storage.write(name, Readable.from(["a,b\r\n", "1,2\r\n"]));
    const file = await storage.stream(name);
    let text = "";
    for await (const chunk of file?.body ?? []) text += chunk.toString();
    expect(text).toBe("a,b\r\n1,2\r\n");
    expect(file?.size).toBe(10);
    expect(fs.readdirSync(root)).toEqual([name]);
  });

  it("leaves nothing behind when the stream breaks, and refuses names it did not make", async () => {
    const name = newFileName("csv");
    async function* dies() {
      yield "a,b\r\n";
      throw new Error("the source broke");
    }
    await expect(storage.write(name, Readable.from(dies()))).rejects.toThrow("the source broke");
    expect(await storage.stream(name)).toBeUndefined();
    expect(fs.readdirSync(root).some((f) => f.startsWith(name))).toBe(false);
    await expect(storage.write("../escape.csv", Readable.from(["x"]))).rejects.toThrow(/not a file name/);
    expect(await storage.stream("../escape.csv")).toBeUndefined();
  });
});
