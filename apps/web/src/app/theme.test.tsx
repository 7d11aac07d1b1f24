import { MantineProvider, Select } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

function CodePicker() {
  const [value, setValue] = useState<string | null>("+86");
  return (
    <>
      <Select label="Country code" data={["+1", "+86"]} value={value} onChange={setValue} clearable />
      <output>{value ?? "none"}</output>
    </>
  );
}

describe("theme", () => {
  it("keeps a select's value when its chosen option is chosen again", async () => {
    render(
      <MantineProvider theme={theme}>
        <CodePicker />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole("combobox", { name: "Country code" }));
    fireEvent.click(await screen.findByRole("option", { name: "+86" }));
    expect(screen.getByRole("status").textContent).toBe("+86");
  });
});
