import { MantineProvider } from "@mantine/core";
import { useForm } from "@mantine/form";
import { fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale, ensureNamespace, i18n, initI18n } from "../../../lib/i18n";
import { emptyProgramValues, formProblems, type ProgramFormValues } from "../form-model";
import { DepositFields } from "./deposit-fields";

let seen: ProgramFormValues | null = null;
function Harness({ readOnly = false, check = false }: { readOnly?: boolean; check?: boolean }) {
  const form = useForm<ProgramFormValues>({
    initialValues: { ...emptyProgramValues(3), currency: "GBP", deposit_due_days: "400" },
  });
  seen = form.values;
  const problems = check ? formProblems(form.values) : {};
  return <DepositFields form={form} errorOf={(p) => problems[p]} readOnly={readOnly} />;
}

async function show(props: { readOnly?: boolean; check?: boolean } = {}) {
  await initI18n("en-US");
  await ensureNamespace("programs");
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Harness {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(async () => changeLocale("en-US"));

describe("the program editor's deposit and waivers", () => {
  it("takes the deposit in the program's currency, its due days and the two switches", async () => {
    await show();
    const amount = screen.getByRole("textbox", { name: "Enrolment deposit" });
    expect(screen.getByText("GBP")).toBeTruthy();
    fireEvent.change(amount, { target: { value: "1,500.00" } });
    fireEvent.click(screen.getByRole("switch", { name: /Deposit can be waived/ }));
    expect(seen).toMatchObject({ deposit_amount: "1,500.00", deposit_waivable: true, application_fee_waivable: false });
  });

  it("shows the contract's message for due days out of range, in both languages", async () => {
    await show({ check: true });
    expect(screen.getByText("Please enter value between 0 and 365")).toBeTruthy();
    await changeLocale("zh-CN");
    expect(await screen.findByRole("textbox", { name: "入学押金" })).toBeTruthy();
  });

  it("shows the values without letting them change on the program's read-only view", async () => {
    await show({ readOnly: true });
    expect(screen.getByRole("textbox", { name: "Deposit due" }).hasAttribute("readonly")).toBe(true);
    expect(screen.getByRole("switch", { name: /Application fee can be waived/ }).hasAttribute("disabled")).toBe(true);
  });
});
