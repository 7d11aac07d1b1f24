import { Alert, Anchor, Badge, Button, Card, Group, Modal, Skeleton, Stack, Stepper, Text, Title } from "@mantine/core";
import type { MyApplicationsResponseSchema } from "@quad/contract/api/application-guest";
import { IconAlertCircle, IconFileCertificate, IconFileDownload, IconSchool } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError, showSuccessToast } from "../../../../lib/api-client";
import { formatDate } from "../../../../lib/dates";
import { useNarrowPhone } from "../../../../lib/screen";
import { useMyApplications } from "../api/list-my-applications";
import { useShareApplication } from "../api/share-application";
import { useWithdrawApplication } from "../api/withdraw-application";
import { canWithdraw, guestRefusalKey, isOfferResult, PROGRESS, progressStep, statusKey } from "../model";
import { ApplicationPayments } from "./application-payments";

type Mine = z.infer<typeof MyApplicationsResponseSchema>["applications"][number];

const RESULT_COLORS = { admitted: "teal", conditional_offer: "blue", waitlisted: "warning", rejected: "red" } as const;
const day = (v: string | null) => (v ? formatDate(v) : "—");

/**
 * Whether the student's school sees the application (decision 072), and the switch: sharing stops at once, and can
 * start again.
 */
function SchoolShare({ app }: { app: Mine }) {
  const { t } = useTranslation("applications");
  const share = useShareApplication();
  if (!app.school_share) return null;
  const { school, shared } = app.school_share;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" data-school-share={shared ? "on" : "off"}>
      <Group gap={6} wrap="nowrap" miw={0} style={{ flex: "1 1 14rem" }}>
        <IconSchool size={16} aria-hidden="true" color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
        <Text size="xs" c="dimmed">
          {shared
            ? t("guest.mine.shared", { school: school.name })
            : t("guest.mine.notShared", { school: school.name })}
        </Text>
      </Group>
      <Button
        variant="subtle"
        size="compact-sm"
        loading={share.isPending}
        onClick={() =>
          share.mutate(
            { id: app.id, shared: !shared },
            {
              onSuccess: () =>
                showSuccessToast(
                  shared ? t("guest.mine.shareStopped", { school: school.name }) : t("guest.mine.shareStarted"),
                ),
            },
          )
        }
      >
        {shared ? t("guest.mine.stopSharing") : t("guest.mine.startSharing")}
      </Button>
    </Group>
  );
}

/** Documents the institution shares with the student (the offer letter…), each a signed download link. */
export function SharedDocuments({ app }: { app: Mine }) {
  const { t } = useTranslation("applications");
  if (!app.shared_documents.length) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby={`shared-${app.id}`}>
      <Text size="sm" fw={600} id={`shared-${app.id}`}>
        {t("guest.mine.sharedTitle", { institution: app.institution.name })}
      </Text>
      {app.shared_documents.map((d) => (
        <Group key={d.id} gap="xs" wrap="nowrap" miw={0} data-shared-document={d.id}>
          <IconFileDownload size={18} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Anchor
            href={d.url}
            target="_blank"
            rel="noopener"
            size="sm"
            aria-label={t("guest.mine.download", { name: t(`documentTypes.${d.document_type}`) })}
            style={{ flexShrink: 0 }}
          >
            {t(`documentTypes.${d.document_type}`)}
          </Anchor>
          <Text size="xs" c="dimmed" truncate miw={0}>
            {`${d.original_name} · ${day(d.created_at)}`}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function ApplicationCard({ app, onWithdraw }: { app: Mine; onWithdraw: () => void }) {
  const { t } = useTranslation("applications");
  const phone = useNarrowPhone();
  const withdrawn = app.status === "withdrawn";
  return (
    <Card
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-labelledby={`mine-${app.id}`}
      data-application={app.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Title order={3} fz="md" id={`mine-${app.id}`}>
              {app.program.name}
            </Title>
            <Text size="sm" c="dimmed">
              {[app.institution.name, app.course?.name, app.intake_round?.name].filter(Boolean).join(" · ")}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light" tt="none" color={withdrawn ? "gray" : "quad"} data-status={app.status}>
              {t(statusKey(app.status))}
            </Badge>
            {app.result ? (
              <Badge variant="dot" tt="none" color={RESULT_COLORS[app.result]} data-result={app.result}>
                {t(`result.${app.result}`)}
              </Badge>
            ) : null}
          </Group>
        </Group>
        {withdrawn ? null : (
          <Stepper
            active={progressStep(app.status) + 1}
            size="xs"
            allowNextStepsSelect={false}
            // Four steps side by side do not fit a phone: one under the other there.
            orientation={phone ? "vertical" : "horizontal"}
          >
            {PROGRESS.map((s) => (
              <Stepper.Step key={s} label={t(`guest.mine.steps.${s}`)} />
            ))}
          </Stepper>
        )}
        {app.result ? (
          <Alert variant="light" color={RESULT_COLORS[app.result]} title={t(`guest.mine.resultTitle.${app.result}`)}>
            {isOfferResult(app.result)
              ? t("guest.mine.offerBody", { institution: app.institution.name })
              : t(`guest.mine.resultBody.${app.result}`)}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          {t("guest.mine.applied", { date: day(app.submitted_at) })}
          {app.start_date ? ` · ${t("guest.mine.starts", { date: day(app.start_date) })}` : ""}
          {" · "}
          {t("guest.mine.updated", { date: day(app.status_changed_at) })}
        </Text>
        {app.documents.length ? (
          <Text size="xs" c="dimmed">
            {t("guest.mine.documents", {
              list: app.documents
                .map((d) => `${t(`documentTypes.${d.document_type}`)} (${d.original_name})`)
                .join(", "),
            })}
          </Text>
        ) : null}
        <ApplicationPayments applicationId={app.id} />
        <SharedDocuments app={app} />
        <SchoolShare app={app} />
        {canWithdraw(app.status) ? (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" size="compact-sm" onClick={onWithdraw}>
              {t("guest.mine.withdraw")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The signed-in student's applications: where each stands, its result, and withdrawing one not yet decided. */
export function MyApplications() {
  const { t } = useTranslation("applications");
  const query = useMyApplications(true);
  const withdraw = useWithdrawApplication();
  const [asking, setAsking] = useState<Mine | null>(null);
  const list = query.data?.applications ?? [];
  const refusal =
    withdraw.error instanceof ApiError && withdraw.error.serverMessage
      ? (() => {
          const known = guestRefusalKey(withdraw.error.serverMessage ?? "");
          return known ? t(known.key, known.values) : withdraw.error.serverMessage;
        })()
      : null;
  if (query.isLoading)
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={160} radius="md" />
        <Skeleton h={160} radius="md" />
      </Stack>
    );
  if (!list.length)
    return (
      <Stack align="center" gap="xs" py="xl">
        <IconFileCertificate size={32} aria-hidden="true" color="var(--mantine-color-quad-6)" />
        <Text fw={600}>{t("guest.mine.empty")}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={440}>
          {t("guest.mine.emptyBody")}
        </Text>
        <Button component={Link} to="/webinars" variant="light">
          {t("guest.mine.browse")}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      {refusal ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {refusal}
        </Alert>
      ) : null}
      {list.map((app) => (
        <ApplicationCard key={app.id} app={app} onWithdraw={() => setAsking(app)} />
      ))}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t("guest.mine.withdrawTitle")}
        centered
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <Text size="sm">{t("guest.mine.withdrawBody", { program: asking?.program.name ?? "" })}</Text>
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t("common.no")}
          </Button>
          <Button
            color="red"
            loading={withdraw.isPending}
            onClick={() =>
              asking &&
              withdraw.mutate(asking.id, {
                onSuccess: () => showSuccessToast(t("guest.mine.withdrawn")),
                onSettled: () => setAsking(null),
              })
            }
          >
            {t("common.yes")}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
