import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Quad brand: a deep indigo-violet. Shade 7 is the default in light mode for AA contrast on white. */
const quad: MantineColorsTuple = [
  "#f0f0ff",
  "#dedffb",
  "#babcf2",
  "#9497ea",
  "#7377e3",
  "#5e62df",
  "#5257de",
  "#4348c5",
  "#3a3fb1",
  "#2e349c",
];

/**
 * Warning text (waiting lists, pending checks) on white: Mantine's orange.8 reaches only 3.6:1; shade 8 here is
 * 5.2:1 and shade 9 6.6:1 (WCAG AA asks 4.5:1 for small text).
 */
const warning: MantineColorsTuple = [
  "#fff4e6",
  "#ffe8cc",
  "#ffd8a8",
  "#ffc078",
  "#ffa94d",
  "#ff922b",
  "#fd7e14",
  "#e8590c",
  "#c2410c",
  "#a33a0a",
];

export const theme = createTheme({
  primaryColor: "quad",
  primaryShade: { light: 7, dark: 5 },
  colors: { quad, warning },
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    'Inter, "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  headings: {
    fontWeight: "700",
    sizes: {
      h1: { fontSize: "2rem", lineHeight: "1.25" },
      h2: { fontSize: "1.5rem", lineHeight: "1.3" },
      h3: { fontSize: "1.2rem", lineHeight: "1.35" },
    },
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    TextInput: { defaultProps: { size: "md" } },
    PasswordInput: { defaultProps: { size: "md" } },
    // Choosing the option already chosen keeps it (Mantine clears it by default); clearable selects
    // have their clear button for that.
    Select: { defaultProps: { size: "md", allowDeselect: false } },
    // A closed list of options is not kept in the page (Mantine keeps it, hidden): each one kept measured its place
    // when its screen was drawn, forcing the browser to lay the new screen out inside that draw (issue 28).
    Combobox: { defaultProps: { keepMounted: false } },
    Paper: { defaultProps: { radius: "lg" } },
    // Mantine dims a titled toast's text to gray 6 (3.3:1 on white); gray 7 reads at AA (7:1).
    Notification: { styles: { description: { color: "var(--mantine-color-gray-7)" } } },
  },
});
