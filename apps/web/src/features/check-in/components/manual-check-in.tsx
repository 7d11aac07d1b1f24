import { Alert, Avatar, Badge, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { StudentLookup } from "@quad/contract/api/check-in";
import { MESSAGES } from "@quad/contract/rules/messages";
import { IconSearch, IconUserCheck, IconUserPlus, IconUserQuestion } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { findStudent } from "../api/find-student";
import { checkInTime, initials, personName } from "../model";
import { SchoolSelect } from "./school-select";
import type { WalkInValues } from "./walk-in-dialog";

interface Props {
  webinarId: number;
  zone: string;
  onCheckIn: (studentId: number) => Promise<boolean>;
  onWalkIn: (initial: Partial<WalkInValues> & { school?: { id: number; name: string } | null }) => void;
}

type Lookup = { kind: "found"; data: StudentLookup } | { kind: "notFound" } | null;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Without a code: find the student by school and email, then check them in or register them. */
export function ManualCheckIn({ webinarId, zone, onCheckIn, onWalkIn }: Props) {
  const { t } = useTranslation("checkIn");
  const { t: tc } = useTranslation();
  const [lookup, setLookup] = useState<Lookup>(null);
  const [searching, setSearching] = useState(false);
  const [checking, setChecking] = useState(false);
  const [school, setSchool] = useState<{ id: number; name: string } | null>(null);
  const form = useForm<{ school_id: string | null; email: string }>({
    mode: "controlled",
    initialValues: { school_id: null, email: "" },
    validate: {
      school_id: (v) => (v ? null : MESSAGES.required),
      email: (v) => (!v.trim() ? MESSAGES.required : EMAIL.test(v.trim()) ? null : MESSAGES.invalidEmail),
    },
  });
  const label = (field: string) => t(`manual.fields.${field}`);

  const find = form.onSubmit(async (values) => {
    setSearching(true);
    setLookup(null);
    try {
      const data = await findStudent({
        school_id: Number(values.school_id),
        webinar_id: webinarId,
        email: values.email.trim(),
      });
      setLookup({ kind: "found", data });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setLookup({ kind: "notFound" });
      else if (error instanceof ApiError && error.status === 422) form.setErrors(error.fieldErrors);
    } finally {
      setSearching(false);
    }
  });

  const checkIn = async (studentId: number) => {
    setChecking(true);
    try {
      if (await onCheckIn(studentId)) setLookup(null);
    } finally {
      setChecking(false);
    }
  };

  const found = lookup?.kind === "found" ? lookup.data : null;
  const participant = found?.participant ?? null;
  return (
    <Stack gap="md">
      <form onSubmit={find} noValidate>
        <Stack gap="sm">
          <SchoolSelect
            webinarId={webinarId}
            label={label("school")}
            required
            value={form.values.school_id}
            onChange={(v, picked) => {
              form.setFieldValue("school_id", v);
              setSchool(picked);
            }}
            error={formError(form.errors, "school_id", label("school"), tc)}
          />
          <TextInput
            label={label("email")}
            required
            type="email"
            autoComplete="off"
            {...form.getInputProps("email")}
            error={formError(form.errors, "email", label("email"), tc)}
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Button
              variant="subtle"
              leftSection={<IconUserPlus size={16} aria-hidden="true" />}
              onClick={() => onWalkIn({ email: form.values.email.trim(), school_id: form.values.school_id, school })}
            >
              {t("manual.walkIn")}
            </Button>
            <Button type="submit" loading={searching} leftSection={<IconSearch size={16} aria-hidden="true" />}>
              {t("manual.find")}
            </Button>
          </Group>
        </Stack>
      </form>

      {lookup?.kind === "notFound" ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconUserQuestion size={20} aria-hidden="true" />}
          title={t("manual.notFoundTitle")}
          role="alert"
        >
          <Stack gap="sm">
            <Text size="sm">{t("manual.notFound")}</Text>
            <Group>
              <Button
                size="xs"
                color="orange"
                leftSection={<IconUserPlus size={14} aria-hidden="true" />}
                onClick={() => onWalkIn({ email: form.values.email.trim(), school_id: form.values.school_id, school })}
              >
                {t("manual.registerWalkIn")}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : null}

      {found ? (
        <Paper withBorder radius="md" p="md" aria-label={t("manual.result")} role="group">
          <Group justify="space-between" align="center" gap="md" wrap="wrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar radius="xl" color="quad" aria-hidden="true">
                {initials(found.student)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {personName(found.student)}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {[found.student.email, found.student.school?.name, found.student.graduation_year]
                    .filter(Boolean)
                    .join(" · ")}
                </Text>
              </div>
            </Group>
            {participant?.checked_in && participant.attended_at ? (
              <Badge color="teal" variant="light" size="lg" radius="sm">
                {t("manual.checkedInAt", { time: checkInTime(participant.attended_at, zone) })}
              </Badge>
            ) : participant ? (
              <Button
                color="teal"
                loading={checking}
                leftSection={<IconUserCheck size={16} aria-hidden="true" />}
                onClick={() => checkIn(found.student.id)}
              >
                {t("manual.checkIn")}
              </Button>
            ) : (
              <Stack gap={4} align="flex-end">
                <Text size="xs" c="warning.8">
                  {t("manual.notRegistered")}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconUserPlus size={16} aria-hidden="true" />}
                  onClick={() =>
                    onWalkIn({
                      first_name: found.student.first_name,
                      last_name: found.student.last_name,
                      email: found.student.email,
                      role: found.student.role,
                      school_id: found.student.school ? String(found.student.school.id) : form.values.school_id,
                      school: found.student.school ?? school,
                      graduation_year: found.student.graduation_year ? String(found.student.graduation_year) : null,
                    })
                  }
                >
                  {t("manual.registerAndCheckIn")}
                </Button>
              </Stack>
            )}
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
