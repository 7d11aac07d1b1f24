import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { type PartnerWebinarDetail, WebinarInputSchema } from "@quad/contract/api/partner-webinars";
import { WEBINAR_MESSAGES } from "@quad/contract/rules/partner-webinars";
import { IconAlertCircle, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Segmented } from "../../../components/ui/segmented";
import { ApiError } from "../../../lib/api-client";
import { formError, splitServerErrors } from "../../../lib/form-errors";
import { localized } from "../../../lib/localized";
import { timezonesQueryOptions } from "../../../lib/reference/get-timezones";
import { usePhone } from "../../../lib/screen";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSessionStore } from "../../../lib/session-store";
import { useCreatePartnerWebinar } from "../api/create-partner-webinar";
import { useWebinarFormOptions } from "../api/get-webinar-form-options";
import { useUpdatePartnerWebinar } from "../api/update-partner-webinar";
import { formErrorsOf, SESSION_FORM_FIELDS, type SessionFormValues, sessionInputOf } from "../model";

const WEBINAR_MESSAGE_NAMES = new Map<string, string>(
  Object.entries(WEBINAR_MESSAGES).map(([name, text]) => [text, name]),
);

interface SessionFormDrawerProps {
  opened: boolean;
  onClose: () => void;
  initialValues: SessionFormValues;
  /** Editing this session; creating a new one when absent. */
  sessionId?: number;
  onSaved: (webinar: PartnerWebinarDetail) => void;
}

/** The create and edit form of a session, in a drawer (full screen on a phone). */
export function SessionFormDrawer({ opened, onClose, initialValues, sessionId, onSaved }: SessionFormDrawerProps) {
  const { t, i18n } = useTranslation("sessions");
  const { t: tc } = useTranslation();
  const phone = usePhone();
  const create = useCreatePartnerWebinar();
  const update = useUpdatePartnerWebinar();
  const options = useWebinarFormOptions(opened);
  // A school takes part in no Quad event (decision 075): its sessions stand alone.
  const inEvents = useSessionStore((s) => s.data?.institute_type) !== "School";
  const zones = useQuery({ ...timezonesQueryOptions, enabled: opened });
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<SessionFormValues>({
    mode: "controlled",
    initialValues,
    validate: (values) => {
      const parsed = WebinarInputSchema.safeParse(sessionInputOf(values));
      return parsed.success ? {} : formErrorsOf(parsed.error.issues);
    },
  });
  // A new opening starts from the given values (another session, or a fresh form).
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the drawer opens
  useEffect(() => {
    if (opened) {
      form.setValues(initialValues);
      form.resetDirty(initialValues);
      form.clearErrors();
      setOtherErrors([]);
    }
  }, [opened]);

  const errorText = (field: string, label: string) => {
    const message = form.errors[field];
    if (typeof message !== "string") return undefined;
    const name = WEBINAR_MESSAGE_NAMES.get(message);
    if (name) return t(`errors.${name}`);
    return formError(form.errors, field, label, tc);
  };
  const input = (field: keyof SessionFormValues) => {
    const label = t(`fields.${field}`);
    return { label, ...form.getInputProps(field), error: errorText(field, label) };
  };

  const zoneOptions = useMemo(() => {
    const list = zones.data?.timezones.map((z) => ({ value: z.name, label: z.label })) ?? [];
    if (form.values.timezone && !list.some((z) => z.value === form.values.timezone))
      list.unshift({ value: form.values.timezone, label: form.values.timezone });
    return list;
  }, [zones.data, form.values.timezone]);
  const categoryOptions = (options.data?.categories ?? []).map((c) => ({
    value: String(c.id),
    label: localized(c.name, c.name_zh, i18n.language),
  }));
  const eventOptions = (options.data?.provider_events ?? []).map((e) => ({ value: String(e.id), label: e.title }));

  const submit = form.onSubmit(async (values) => {
    setOtherErrors([]);
    const payload = sessionInputOf(values);
    try {
      const res = sessionId
        ? await update.mutateAsync({ id: sessionId, input: payload })
        : await create.mutateAsync(payload);
      onSaved(res.webinar);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const { onFields, other } = splitServerErrors(error.fieldErrors, SESSION_FORM_FIELDS);
      form.setErrors(onFields);
      if (other.length) setOtherErrors(other);
    }
  });

  const speakers = form.values.speakers;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? "100%" : "lg"}
      title={<Text fw={700}>{sessionId ? t("form.editTitle") : t("form.createTitle")}</Text>}
      closeButtonProps={{ "aria-label": tc("common.close") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {otherErrors.length ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
              {otherErrors.map((m) => translateServerMessage(m, tc)).join("\n")}
            </Alert>
          ) : null}
          <TextInput {...input("title")} withAsterisk maxLength={200} />
          <Textarea {...input("description")} autosize minRows={3} maxRows={8} maxLength={5000} />
          <Group grow align="flex-start" wrap={phone ? "wrap" : "nowrap"}>
            <Select
              {...input("category_id")}
              data={categoryOptions}
              clearable
              placeholder={t("form.noCategory")}
              comboboxProps={{ withinPortal: true }}
            />
            {inEvents ? (
              <Select
                {...input("provider_event_id")}
                data={eventOptions}
                clearable
                placeholder={t("form.noEvent")}
                description={eventOptions.length ? undefined : t("form.noEventHint")}
                disabled={!eventOptions.length && !form.values.provider_event_id}
              />
            ) : null}
          </Group>
          <Group grow align="flex-start" wrap={phone ? "wrap" : "nowrap"}>
            <TextInput {...input("start_at")} type="datetime-local" withAsterisk />
            <TextInput {...input("end_at")} type="datetime-local" withAsterisk />
          </Group>
          <Select
            {...input("timezone")}
            data={zoneOptions}
            searchable
            withAsterisk
            description={t("form.timezoneHint")}
            nothingFoundMessage={t("form.noZone")}
          />
          <Segmented
            aria-label={t("form.format")}
            value={form.values.is_in_person ? "in_person" : "online"}
            onChange={(v) => form.setFieldValue("is_in_person", v === "in_person")}
            data={[
              { value: "online", label: t("form.online") },
              { value: "in_person", label: t("form.inPerson") },
            ]}
          />
          {form.values.is_in_person ? <TextInput {...input("location")} withAsterisk maxLength={500} /> : null}
          <TextInput {...input("join_url")} placeholder="https://" description={t("form.joinUrlHint")} />
          <NumberInput
            {...input("capacity")}
            min={1}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            description={t("form.capacityHint")}
            onChange={(v) => form.setFieldValue("capacity", v === "" ? "" : String(v))}
          />
          <TextInput {...input("recording_url")} placeholder="https://" />
          <Checkbox
            label={t("fields.is_recording_available")}
            {...form.getInputProps("is_recording_available", { type: "checkbox" })}
          />
          <Switch label={t("fields.is_slido_embed")} {...form.getInputProps("is_slido_embed", { type: "checkbox" })} />

          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t("fields.speakers")}
            </Text>
            {speakers.map((_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  aria-label={t("form.speakerName", { n: i + 1 })}
                  placeholder={t("form.speakerNamePlaceholder")}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`speakers.${i}.name`)}
                  error={errorText(`speakers.${i}.name`, t("form.speakerNamePlaceholder"))}
                />
                <TextInput
                  aria-label={t("form.speakerTitle", { n: i + 1 })}
                  placeholder={t("form.speakerTitlePlaceholder")}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`speakers.${i}.title`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t("form.removeSpeaker", { n: i + 1 })}
                  onClick={() => form.removeListItem("speakers", i)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            ))}
            {speakers.length < 20 ? (
              <Button
                variant="subtle"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => form.insertListItem("speakers", { name: "", title: "" })}
              >
                {t("form.addSpeaker")}
              </Button>
            ) : null}
          </Stack>

          <Segmented
            aria-label={t("fields.status")}
            value={form.values.status}
            onChange={(v) => form.setFieldValue("status", v === "draft" ? "draft" : "published")}
            data={[
              { value: "published", label: t("status.published") },
              { value: "draft", label: t("status.draft") },
            ]}
          />
          <Text size="xs" c="dimmed">
            {form.values.status === "draft" ? t("form.draftHint") : t("form.publishedHint")}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {sessionId ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
