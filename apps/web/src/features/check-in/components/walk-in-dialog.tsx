import { Alert, Anchor, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type CheckInResult, GUEST_ROLES, type GuestRole, RegisterUserInputSchema } from "@quad/contract/api/check-in";
import { CHECK_IN_MESSAGES } from "@quad/contract/rules/check-in";
import { IconAlertCircle } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { ApiError } from "../../../lib/api-client";
import { formError, splitServerErrors } from "../../../lib/form-errors";
import { useRegisterWalkIn, type WalkInInput } from "../api/register-walk-in";
import { graduationYears } from "../model";
import { SchoolSelect } from "./school-select";

export interface WalkInValues {
  first_name: string;
  last_name: string;
  email: string;
  role: GuestRole;
  school_id: string | null;
  institute_name: string;
  graduation_year: string | null;
}

export const EMPTY_WALK_IN: WalkInValues = {
  first_name: "",
  last_name: "",
  email: "",
  role: "student",
  school_id: null,
  institute_name: "",
  graduation_year: null,
};

const FIELDS = ["first_name", "last_name", "email", "role", "school_id", "institute_name", "graduation_year"];
const resolve = schemaResolver(RegisterUserInputSchema, { sync: true });

function toInput(webinarId: number, v: WalkInValues, typedSchool: boolean): WalkInInput {
  return {
    webinar_id: webinarId,
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    role: v.role,
    school_id: !typedSchool && v.school_id ? Number(v.school_id) : undefined,
    institute_name: typedSchool ? v.institute_name.trim() || undefined : undefined,
    graduation_year: v.role === "student" && v.graduation_year ? Number(v.graduation_year) : undefined,
  };
}

/** Field errors of this form: the check-in rules' own texts, then the shared ones. */
function fieldError(errors: Record<string, unknown>, field: string, label: string, t: TFunction, tc: TFunction) {
  const raw = errors[field];
  if (raw === CHECK_IN_MESSAGES.schoolRequired) return t("walkIn.errors.schoolRequired");
  if (raw === CHECK_IN_MESSAGES.graduationYearRequired) return t("walkIn.errors.graduationYearRequired");
  if (typeof raw === "string" && /^School \d+ not found$/.test(raw)) return t("walkIn.errors.schoolNotFound");
  return formError(errors, field, label, tc);
}

interface Props {
  opened: boolean;
  webinarId: number;
  initial: Partial<WalkInValues> & { school?: { id: number; name: string } | null };
  onClose: () => void;
  onDone: (result: CheckInResult) => void;
}

/** Registers a guest who is at the door but not registered, and checks them in. */
export function WalkInDialog({ opened, webinarId, initial, onClose, onDone }: Props) {
  const { t } = useTranslation("checkIn");
  const { t: tc } = useTranslation();
  const register = useRegisterWalkIn();
  const [typedSchool, setTypedSchool] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const years = useMemo(() => graduationYears(new Date()).map((y) => String(y)), []);
  const form = useForm<WalkInValues>({
    mode: "controlled",
    initialValues: EMPTY_WALK_IN,
    validate: (values) => resolve(toInput(webinarId, values, typedSchool)),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form each time the dialog opens
  useEffect(() => {
    if (!opened) return;
    const { school: _school, ...values } = initial;
    form.setValues({ ...EMPTY_WALK_IN, ...values });
    form.clearErrors();
    setTypedSchool(false);
    setOtherErrors([]);
  }, [opened]);

  const label = (field: string) => t(`walkIn.fields.${field}`);
  const input = (field: keyof WalkInValues) => ({
    label: label(field),
    ...form.getInputProps(field),
    error: fieldError(form.errors, field, label(field), t, tc),
  });

  const submit = form.onSubmit(async (values) => {
    setOtherErrors([]);
    try {
      const result = await register.mutateAsync(toInput(webinarId, values, typedSchool));
      onDone(result);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, FIELDS);
      form.setErrors(onFields);
      const general = other.length
        ? other
        : Object.keys(onFields).length
          ? []
          : [error.outcome.message || error.message];
      setOtherErrors(general.filter(Boolean));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ "aria-label": t("walkIn.cancel") }}
      title={<Text fw={700}>{t("walkIn.title")}</Text>}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("walkIn.hint")}
          </Text>
          {otherErrors.length ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
              {otherErrors.join("\n")}
            </Alert>
          ) : null}
          <Stack gap={6}>
            <Text size="sm" fw={500} id="walk-in-role">
              {label("role")}
            </Text>
            <Segmented
              aria-labelledby="walk-in-role"
              fullWidth
              data={GUEST_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
              value={form.values.role}
              onChange={(role) => form.setFieldValue("role", role)}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...input("first_name")} required autoComplete="off" data-autofocus />
            <TextInput {...input("last_name")} required autoComplete="off" />
          </SimpleGrid>
          <TextInput {...input("email")} required type="email" autoComplete="off" />
          {typedSchool ? (
            <TextInput
              {...input("institute_name")}
              required
              description={
                <Anchor component="button" type="button" size="xs" onClick={() => setTypedSchool(false)}>
                  {t("walkIn.useDirectory")}
                </Anchor>
              }
              error={
                fieldError(form.errors, "school_id", label("institute_name"), t, tc) ?? input("institute_name").error
              }
            />
          ) : (
            <SchoolSelect
              webinarId={webinarId}
              known={initial.school ?? null}
              label={label("school_id")}
              required
              value={form.values.school_id}
              onChange={(v) => form.setFieldValue("school_id", v)}
              error={fieldError(form.errors, "school_id", label("school_id"), t, tc)}
              description={
                <Anchor component="button" type="button" size="xs" onClick={() => setTypedSchool(true)}>
                  {t("walkIn.schoolNotListed")}
                </Anchor>
              }
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {form.values.role === "student" ? (
            <Select {...input("graduation_year")} required data={years} w={{ base: "100%", sm: 220 }} />
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t("walkIn.cancel")}
            </Button>
            <Button type="submit" loading={register.isPending}>
              {t("walkIn.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
