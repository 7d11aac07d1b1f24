import { Alert, Button, Drawer, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { CreateMemberInputSchema, type TeamMember, UpdateMemberInputSchema } from "@quad/contract/api/team";
import { hasConnectionRegions, rolesFor } from "@quad/contract/rules/team-roles";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formError, splitServerErrors } from "../../../lib/form-errors";
import { regionsQueryOptions } from "../../../lib/reference/get-regions";
import { useRegionName } from "../../../lib/reference/region-names";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSessionStore } from "../../../lib/session-store";
import { type MemberInput, useCreateMember } from "../api/create-member";
import { useUpdateMember } from "../api/update-member";

interface MemberFormValues {
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  designation: string;
  phone_country_code: string;
  phone: string;
  status: string;
  region_ids: string[];
}

const FIELDS = ["first_name", "last_name", "email", "role", "designation", "phone_country_code", "phone", "status"];
const resolveCreate = schemaResolver(CreateMemberInputSchema, { sync: true });
const resolveUpdate = schemaResolver(UpdateMemberInputSchema, { sync: true });

function valuesOf(member: TeamMember | null): MemberFormValues {
  return {
    first_name: member?.first_name ?? "",
    last_name: member?.last_name ?? "",
    email: member?.email ?? "",
    role: member?.role ?? "member",
    designation: member?.designation ?? "",
    phone_country_code: member?.phone_country_code ?? "",
    phone: member?.phone ?? "",
    status: member?.status ?? "active",
    region_ids: (member?.regions ?? []).map((r) => String(r.id)),
  };
}

function toInput(v: MemberFormValues): MemberInput & { status: "active" | "deactivated" } {
  const opt = (s: string) => (s.trim() === "" ? undefined : s.trim());
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    role: v.role as MemberInput["role"],
    designation: opt(v.designation),
    phone_country_code: opt(v.phone_country_code),
    phone: opt(v.phone),
    region_ids: v.region_ids.map(Number),
    status: v.status as "active" | "deactivated",
  };
}

interface MemberDrawerProps {
  opened: boolean;
  /** null: add a member; otherwise edit this one. */
  member: TeamMember | null;
  onClose: () => void;
}

/** Add or edit a team member (admins only), with the connection download regions. */
export function MemberDrawer({ opened, member, onClose }: MemberDrawerProps) {
  const { t } = useTranslation("team");
  const { t: tc } = useTranslation();
  const create = useCreateMember();
  const update = useUpdateMember();
  const instituteType = useSessionStore((s) => s.data?.institute_type ?? "University");
  const withRegions = hasConnectionRegions(instituteType);
  const regions = useQuery({ ...regionsQueryOptions, enabled: opened && withRegions });
  const regionName = useRegionName();
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const editing = member !== null;
  const form = useForm<MemberFormValues>({
    mode: "controlled",
    initialValues: valuesOf(member),
    validate: (values) => {
      const input = toInput(values);
      return editing ? resolveUpdate({ ...input, email: undefined }) : resolveCreate(input);
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the drawer opens for another member
  useEffect(() => {
    if (!opened) return;
    form.setValues(valuesOf(member));
    form.resetDirty(valuesOf(member));
    form.clearErrors();
    setOtherErrors([]);
  }, [opened, member]);

  const label = (field: string) => t(`member.fields.${field}`);
  const input = (field: keyof MemberFormValues) => ({
    label: label(field),
    ...form.getInputProps(field),
    error: formError(form.errors, field, label(field), tc),
  });

  const submit = form.onSubmit(async (values) => {
    setOtherErrors([]);
    const { email, region_ids, status, ...rest } = toInput(values);
    try {
      if (member) {
        await update.mutateAsync({ id: member.id, input: { ...rest, status }, regionIds: region_ids });
        showSuccessToast(t("member.updated"));
      } else {
        await create.mutateAsync({ ...rest, email, region_ids });
        showSuccessToast(t("member.created"));
      }
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

  const regionOptions = (regions.data?.regions ?? []).map((r) => ({ value: String(r.id), label: regionName(r.name) }));
  const busy = create.isPending || update.isPending;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ "aria-label": t("actions.close") }}
      position="right"
      size="md"
      title={<Text fw={700}>{editing ? t("member.editTitle") : t("member.addTitle")}</Text>}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {editing ? t("member.editHint") : t("member.addHint")}
          </Text>
          {otherErrors.length ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t("member.failed")}>
              {otherErrors.map((m) => translateServerMessage(m, tc)).join("\n")}
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="sm">
            <TextInput {...input("first_name")} withAsterisk autoComplete="off" />
            <TextInput {...input("last_name")} withAsterisk autoComplete="off" />
          </SimpleGrid>
          <TextInput {...input("email")} type="email" withAsterisk disabled={editing} autoComplete="off" />
          <Select
            {...input("role")}
            withAsterisk
            data={rolesFor(instituteType).map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          />
          {editing ? (
            <Select
              {...input("status")}
              data={[
                { value: "active", label: t("status.active") },
                { value: "deactivated", label: t("status.deactivated") },
              ]}
            />
          ) : null}
          <TextInput {...input("designation")} />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <TextInput {...input("phone_country_code")} placeholder="+1" />
            <TextInput {...input("phone")} style={{ gridColumn: "span 2" }} />
          </SimpleGrid>
          {withRegions ? (
            <MultiSelect
              {...input("region_ids")}
              description={t("member.regionsHint")}
              data={regionOptions}
              searchable
              clearable
              nothingFoundMessage={t("member.noRegions")}
              disabled={regions.isLoading}
            />
          ) : null}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t("actions.cancel")}
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? t("member.save") : t("member.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
