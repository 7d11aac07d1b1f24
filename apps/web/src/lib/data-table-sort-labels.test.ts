import { beforeAll, describe, expect, it } from "vitest";
import { sortStateOf, translateSortIcons } from "./data-table-sort-labels";
import { changeLocale, i18n, initI18n } from "./i18n";

describe("sortStateOf", () => {
  it("reads mantine-datatable's sort icon classes", () => {
    expect(sortStateOf("m_1 mantine-datatable-header-cell-sortable-icon")).toBe("ascending");
    expect(
      sortStateOf("mantine-datatable-header-cell-sortable-icon mantine-datatable-header-cell-sortable-icon-reversed"),
    ).toBe("descending");
    expect(sortStateOf("mantine-datatable-header-cell-sortable-unsorted-icon")).toBe("none");
    expect(sortStateOf("mantine-datatable-header-cell-sortable-text")).toBeNull();
  });
});

describe("translateSortIcons", () => {
  beforeAll(async () => {
    await initI18n("en-US");
  });

  const header = () => {
    const root = document.createElement("thead");
    root.innerHTML = `
      <th role="button">Email<div role="img" aria-label="Sorted descending"
        class="mantine-datatable-header-cell-sortable-icon mantine-datatable-header-cell-sortable-icon-reversed"></div></th>
      <th role="button">Role<div role="img" aria-label="Not sorted"
        class="mantine-datatable-header-cell-sortable-unsorted-icon"></div></th>`;
    return root;
  };
  const names = (root: ParentNode) =>
    [...root.querySelectorAll('[role="img"]')].map((e) => e.getAttribute("aria-label"));

  it("names the sort icons in Chinese in the Chinese interface", async () => {
    await changeLocale("zh-CN");
    const root = header();
    expect(translateSortIcons(root, i18n.t)).toBe(2);
    expect(names(root)).toEqual(["降序排列", "未排序"]);
    // Already right: nothing to change (the observer does not loop).
    expect(translateSortIcons(root, i18n.t)).toBe(0);
  });

  it("keeps the English names in English", async () => {
    await changeLocale("en-US");
    const root = header();
    translateSortIcons(root, i18n.t);
    expect(names(root)).toEqual(["Sorted descending", "Not sorted"]);
  });
});
