import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type PartnerDetail, UpdatePartnerInputSchema } from "@quad/contract/api/partners";
import { SCHOOL_TYPES } from "@quad/contract/rules/constants";
import { MAX_TESTIMONIALS, MAX_TOP_MAJORS, MAX_VIDEO_LINKS, SCORE_RANGES } from "@quad/contract/rules/partner-profile";
import { IconAlertCircle, IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formError } from "../../../lib/form-errors";
import { useLocalCountries } from "../../../lib/reference/country-names";
import { useStates } from "../../../lib/reference/get-states";
import { useSchoolSizeName } from "../../../lib/reference/school-size-names";
import { translateServerMessage } from "../../../lib/server-messages";
import { useSchoolSizes } from "../api/get-school-sizes";
import { useUpdatePartner } from "../api/update-partner";
import {
  DESCRIPTION_MAX,
  NO_UPLOADS,
  type PartnerFormValues,
  type PartnerSegment,
  type PartnerUploads,
  partnerErrorsByField,
  partnerFormData,
  partnerValues,
  SCORE_FIELDS,
  toPartnerInput,
} from "../model";
import { Section } from "./form-section";
import { TestimonialsField, VideoLinksField } from "./list-fields";
import { MediaSection } from "./media-section";

const resolve = schemaResolver(UpdatePartnerInputSchema, { sync: true });

interface DetailsFormProps {
  partner: PartnerDetail;
  segment: PartnerSegment;
  canEdit: boolean;
}

export function DetailsForm({ partner, segment, canEdit }: DetailsFormProps) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const isSchool = segment === "schools";
  const update = useUpdatePartner(segment, partner.id);
  const countries = useLocalCountries();
  const [uploads, setUploads] = useState<PartnerUploads>(NO_UPLOADS);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const form = useForm<PartnerFormValues>({
    mode: "controlled",
    initialValues: partnerValues(partner),
    validate: (values) => resolve(toPartnerInput(values, isSchool)),
  });
  const countryId = form.values.country_id ? Number(form.values.country_id) : null;
  const states = useStates(countryId);
  const sizes = useSchoolSizes(isSchool);
  const sizeName = useSchoolSizeName();
  const readOnly = !canEdit;

  const label = (field: string) => t(`institution.fields.${field}`);
  const errorOf = (field: string) => {
    const key = Object.keys(form.errors).find((k) => k === field || k.startsWith(`${field}.`));
    return key ? formError(form.errors, key, label(field), t) : undefined;
  };
  const input = (field: keyof PartnerFormValues) => ({
    label: label(field),
    ...form.getInputProps(field),
    error: errorOf(field),
    readOnly,
  });
  const fileProblem = (field: string) => (message: string) =>
    setFileErrors((e) => ({ ...e, [field]: translateServerMessage(message, t) }));
  const patch = (p: Partial<PartnerUploads>, field: string) => {
    setUploads((u) => ({ ...u, ...p }));
    setFileErrors(({ [field]: _, ...rest }) => rest);
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setGeneral([]);
    try {
      await update.mutateAsync(partnerFormData(toPartnerInput(values, isSchool), uploads));
      setUploads(NO_UPLOADS);
      setFileErrors({});
      showSuccessToast(t("institution.saved"));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const lists = (error.body as { errors?: Record<string, string[]> } | null)?.errors;
      if (lists && typeof lists === "object") {
        const { onFields, other } = partnerErrorsByField(lists);
        const files = ["logo", "brochure", "images"];
        form.setErrors(Object.fromEntries(Object.entries(onFields).filter(([f]) => !files.includes(f))));
        setFileErrors(
          Object.fromEntries(
            Object.entries(onFields)
              .filter(([f]) => files.includes(f))
              .map(([f, m]) => [
                f,
                m
                  .split(" · ")
                  .map((x) => translateServerMessage(x, t))
                  .join(" · "),
              ]),
          ),
        );
        setGeneral(other.map((m) => translateServerMessage(m, t)));
      } else {
        setGeneral([translateServerMessage(error.serverMessage ?? error.outcome.message, t)]);
      }
    }
  });

  const description = form.values.description;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {general.length ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            {general.join("\n")}
          </Alert>
        ) : null}

        <Section title={t("institution.sections.basics")}>
          <TextInput {...input("name")} withAsterisk />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...input("email")} type="email" />
            <TextInput {...input("contact")} type="tel" />
            <TextInput {...input("website")} placeholder={readOnly ? undefined : "https://"} type="url" />
            <TextInput {...input("address")} />
            <Select
              {...input("country_id")}
              withAsterisk
              searchable
              data={(countries.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(v) => {
                form.setFieldValue("country_id", v ?? "");
                form.setFieldValue("state_id", "");
              }}
            />
            <Select
              {...input("state_id")}
              searchable
              clearable
              data={(states.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(v) => form.setFieldValue("state_id", v ?? "")}
            />
            <TextInput {...input("city")} />
            <TextInput {...input("postal_code")} />
          </SimpleGrid>
        </Section>

        <Section title={t("institution.sections.about")}>
          <Textarea
            {...input("description")}
            autosize
            minRows={3}
            description={t("institution.descriptionCounter", { len: description.length, max: DESCRIPTION_MAX })}
            styles={{
              description: { color: description.length > DESCRIPTION_MAX ? "var(--mantine-color-red-8)" : undefined },
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...input("virtual_tour_link")} placeholder={readOnly ? undefined : "https://"} />
            <TextInput {...input("facebook_url")} placeholder={readOnly ? undefined : "https://facebook.com/…"} />
            <TextInput {...input("instagram_url")} placeholder={readOnly ? undefined : "https://instagram.com/…"} />
            <TextInput {...input("youtube_url")} placeholder={readOnly ? undefined : "https://youtube.com/…"} />
          </SimpleGrid>
          <VideoLinksField
            links={form.values.video_links}
            max={MAX_VIDEO_LINKS}
            error={errorOf("video_links")}
            readOnly={readOnly}
            onChange={(links) => form.setFieldValue("video_links", links)}
          />
        </Section>

        {isSchool ? (
          <Section title={t("institution.sections.school")}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Select
                {...input("school_type")}
                clearable
                data={SCHOOL_TYPES.map((s) => ({ value: s, label: t(`institution.schoolTypes.${s}`) }))}
                onChange={(v) => form.setFieldValue("school_type", v ?? "")}
              />
              <Select
                {...input("school_size_id")}
                clearable
                data={(sizes.data ?? []).map((s) => ({ value: String(s.id), label: sizeName(s.name) ?? s.name }))}
                onChange={(v) => form.setFieldValue("school_size_id", v ?? "")}
              />
              <TextInput {...input("ceeb_code")} maxLength={6} inputMode="numeric" />
            </SimpleGrid>
            <Textarea {...input("instructions")} autosize minRows={2} />
            <Textarea {...input("confirmation_message")} autosize minRows={2} />
          </Section>
        ) : (
          <Section title={t("institution.sections.academics")} description={t("institution.academicsHint")}>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              {SCORE_FIELDS.map((field) => {
                const r = SCORE_RANGES[field];
                return (
                  <NumberInput
                    key={field}
                    {...input(field)}
                    hideControls
                    decimalScale={r.integer ? 0 : 2}
                    placeholder={readOnly ? undefined : `${r.min}–${r.max}`}
                    onChange={(v) => form.setFieldValue(field, v === "" ? "" : String(v))}
                  />
                );
              })}
            </SimpleGrid>
            <TagsInput
              {...input("top_majors")}
              value={form.values.top_majors}
              onChange={(v) => form.setFieldValue("top_majors", v)}
              maxTags={MAX_TOP_MAJORS}
              description={readOnly ? undefined : t("institution.topMajorsHint", { max: MAX_TOP_MAJORS })}
              placeholder={readOnly ? undefined : t("institution.topMajorsPlaceholder")}
            />
          </Section>
        )}

        <MediaSection
          partner={partner}
          uploads={uploads}
          fileErrors={fileErrors}
          readOnly={readOnly}
          onPatch={patch}
          onProblem={fileProblem}
        />

        {isSchool ? null : (
          <Section title={t("institution.sections.testimonials")}>
            <TestimonialsField
              items={form.values.testimonials}
              max={MAX_TESTIMONIALS}
              error={errorOf("testimonials")}
              readOnly={readOnly}
              onChange={(items) => form.setFieldValue("testimonials", items)}
            />
          </Section>
        )}

        {canEdit ? (
          <Paper withBorder radius="lg" p="md" pos="sticky" bottom={16} shadow="md" style={{ zIndex: 2 }}>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {form.isDirty() || uploads !== NO_UPLOADS ? t("institution.unsavedChanges") : t("institution.allSaved")}
              </Text>
              <Button
                type="submit"
                loading={update.isPending}
                leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              >
                {t("institution.save")}
              </Button>
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </form>
  );
}
