import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Segmented } from "./segmented";

afterEach(() => {
  vi.restoreAllMocks();
});

function Kinds({ disabled = false }: { disabled?: boolean }) {
  const [kind, setKind] = useState<"cumulative" | "monthly">("cumulative");
  return (
    <MantineProvider>
      <Segmented
        aria-label="Kind"
        value={kind}
        onChange={setKind}
        disabled={disabled}
        data={[
          { value: "cumulative", label: "Cumulative" },
          { value: "monthly", label: "Monthly" },
        ]}
      />
      <output>{kind}</output>
    </MantineProvider>
  );
}

describe("Segmented", () => {
  it("is a group of radio buttons: the chosen one checked, another chosen by a click", () => {
    render(<Kinds />);
    const group = screen.getByRole("radiogroup", { name: "Kind" });
    expect(screen.getByRole("radio", { name: "Cumulative" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByRole("status").textContent).toBe("monthly");
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(group.querySelector("label[data-active]")?.textContent).toBe("Monthly");
  });

  it("measures nothing once drawn: no sliding indicator, the chosen label carries the look (decision 125)", () => {
    const measure = vi.spyOn(Element.prototype, "getBoundingClientRect");
    render(<Kinds />);
    expect(measure).not.toHaveBeenCalled();
    const group = screen.getByRole("radiogroup", { name: "Kind" });
    // Mantine's stylesheet draws the chosen label's background until a control says it is initialized.
    expect(group.hasAttribute("data-initialized")).toBe(false);
    expect(group.querySelectorAll("input[type=radio]")).toHaveLength(2);
    expect(group.children).toHaveLength(2);
  });

  it("keeps its value when disabled", () => {
    render(<Kinds disabled />);
    expect(screen.getByRole("radio", { name: "Monthly" })).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.getByRole("status").textContent).toBe("cumulative");
  });
});
