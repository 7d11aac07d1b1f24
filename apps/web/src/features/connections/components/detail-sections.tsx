import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ConnectionDetail } from "@quad/contract/api/connection-detail";
import { SCORE_KEYS } from "@quad/contract/rules/connections";
import { IconLock, IconShieldCheck } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/dates";
import { formatNumber } from "../../../lib/i18n";
import { useCountryName } from "../../../lib/reference/country-names";
import { consentLabel } from "../model";
import { GuardianConsentForm } from "./guardian-consent-form";

const day = (iso: string | null | undefined) => (iso ? formatDate(iso) : null);

function Field({ label, value }: { label: string; value: ReactNode }) {
  const { t } = useTranslation("connections");
  const empty = value === null || value === undefined || value === "";
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" c={empty ? "dimmed" : undefined} style={{ overflowWrap: "anywhere" }}>
        {empty ? t("detail.none") : value}
      </Text>
    </Stack>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={`connection-${id}`}>
      <Title order={3} size="h5" mb="sm" id={`connection-${id}`}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Profile, academics, contact, engagement, school and source (spec 2 §3 labels). */
export function DetailSections({ c }: { c: ConnectionDetail }) {
  const { t, i18n } = useTranslation("connections");
  const countryName = useCountryName();
  const f = (key: string) => t(`detail.fields.${key}`);
  const consent = consentLabel(c.contact, (iso) => day(iso) ?? "");
  const consentText = consent
    ? t(consent.key, { ...consent.values, method: consent.methodKey ? t(consent.methodKey) : t("detail.none") })
    : null;
  const p = c.profile;
  const scores = SCORE_KEYS.filter((k) => c.academics.scores[k] !== undefined && c.academics.scores[k] !== "");
  return (
    <Stack gap="md">
      <Section id="profile" title={t("detail.sections.profile")}>
        <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
          <Field label={f("userType")} value={t(`userTypes.${c.user_type}`)} />
          <Field label={f("country")} value={countryName(p.country?.name)} />
          <Field label={f("cityState")} value={[p.city, p.state].filter(Boolean).join(", ")} />
          <Field label={f("graduationYear")} value={p.graduation_year} />
          <Field label={f("citizenships")} value={p.citizenships.map((x) => countryName(x.name)).join(", ")} />
          <Field label={f("gender")} value={p.gender} />
          <Field label={f("dateOfBirth")} value={day(p.date_of_birth)} />
          <Field label={f("interest")} value={p.interest} />
          <Field label={f("fit")} value={p.fit} />
          <Field label={f("status")} value={p.status} />
          <Field label={f("dateAdded")} value={day(p.created_at)} />
          <Field label={f("leadCategory")} value={c.lead_category?.name} />
          <Field label={f("nextStep")} value={c.next_step ? t(`nextSteps.${c.next_step}`) : null} />
          <Field label={f("access")} value={t(`accessTiers.${c.access_tier}`)} />
        </SimpleGrid>
      </Section>

      <Section id="academics" title={t("detail.sections.academics")}>
        <Stack gap="sm">
          <Field
            label={f("scores")}
            value={
              scores.length ? (
                <Group gap={6} component="span">
                  {scores.map((k) => (
                    <Badge key={k} variant="default" radius="sm" tt="none" fw={500}>
                      {t(`detail.scores.${k}`)} {String(c.academics.scores[k])}
                    </Badge>
                  ))}
                </Group>
              ) : null
            }
          />
          <Field label={f("academicInterest")} value={c.academics.academic_interests.join(", ")} />
          <Field label={f("courseInterest")} value={c.academics.course_interests.join(", ")} />
        </Stack>
      </Section>

      <Section id="contact" title={t("detail.sections.contact")}>
        {c.contact.locked ? (
          <Alert
            color="gray"
            variant="light"
            mb="md"
            icon={<IconLock size={18} aria-hidden="true" />}
            title={t("detail.contactLocked")}
          >
            {t("detail.contactLockedBody")}
          </Alert>
        ) : null}
        {c.contact.hidden ? (
          <Stack gap="md">
            <Alert
              color="gray"
              variant="light"
              icon={<IconLock size={18} aria-hidden="true" />}
              title={t("detail.contactHidden")}
            >
              {t("detail.contactHiddenBody")}
            </Alert>
            <GuardianConsentForm id={c.id} />
          </Stack>
        ) : (
          <Stack gap="sm">
            {c.contact.locked ? null : (
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <Field label={f("email")} value={c.contact.email} />
                <Field label={f("phone")} value={c.contact.phone} />
              </SimpleGrid>
            )}
            {c.contact.is_minor || c.contact.guardian_consent_at ? (
              <Field
                label={t("detail.consent.recorded")}
                value={
                  c.contact.guardian_consent_at ? (
                    <Group gap={6} component="span" wrap="nowrap" align="flex-start">
                      <IconShieldCheck
                        size={16}
                        color="var(--mantine-color-teal-7)"
                        aria-hidden="true"
                        style={{ flexShrink: 0, marginTop: 2 }}
                      />
                      <span>{consentText}</span>
                    </Group>
                  ) : null
                }
              />
            ) : null}
          </Stack>
        )}
      </Section>

      <Section id="engagement" title={t("detail.sections.engagement")}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Field label={f("activities")} value={c.engagement.activities_count} />
          <Field label={f("firstActivity")} value={day(c.engagement.first_activity_at)} />
          <Field label={f("lastActivity")} value={day(c.engagement.last_activity_at)} />
        </SimpleGrid>
        {c.engagement.by_kind.length ? (
          <Group gap={6} mt="sm">
            {c.engagement.by_kind.map((k) => (
              <Badge key={k.kind} variant="light" color="gray" radius="sm" tt="none" fw={500} c="gray.8">
                {t(`activity.kinds.${k.kind}`)} · {formatNumber(k.count, i18n.language)}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Section>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Section id="school" title={t("detail.sections.school")}>
          <Stack gap="sm">
            <Field label={f("school")} value={c.school.name} />
            <Field label={f("schoolPlace")} value={[c.school.city, c.school.state].filter(Boolean).join(", ")} />
          </Stack>
        </Section>
        <Section id="source" title={t("detail.sections.source")}>
          <Stack gap="sm">
            <Field label={f("source")} value={t(`sources.${c.source.source}`)} />
            <Field label={f("webinar")} value={c.source.webinar?.title} />
            <Field label={f("firstActivity")} value={day(c.source.first_activity_at)} />
          </Stack>
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
