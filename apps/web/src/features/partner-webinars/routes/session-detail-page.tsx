import { Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { PartnerWebinarDetail } from "@quad/contract/api/partner-webinars";
import type { InstituteType } from "@quad/contract/rules/constants";
import { canCancelWebinar, canEditWebinar } from "@quad/contract/rules/partner-webinars";
import { IconArrowLeft, IconBan, IconPencil, IconQrcode } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { RouteLoader } from "../../../components/ui/route-loader";
import { MeetingCard } from "../../../components/video-meeting/meeting-card";
import { showSuccessToast } from "../../../lib/api-client";
import { viewerZone } from "../../../lib/dates";
import { useNamespace } from "../../../lib/i18n";
import { localized } from "../../../lib/localized";
import { useSessionStore } from "../../../lib/session-store";
import { useCancelPartnerWebinar } from "../api/cancel-partner-webinar";
import { usePartnerWebinar } from "../api/get-partner-webinar";
import { refreshSessions } from "../api/list-partner-webinars";
import { RegistrantsCard } from "../components/registrants-card";
import { SessionBadges } from "../components/session-badges";
import { SessionFormDrawer } from "../components/session-form-drawer";
import { SessionWhen } from "../components/session-when";
import { sessionFormOf } from "../model";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function CancelDialog({ w, opened, onClose }: { w: PartnerWebinarDetail; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation("sessions");
  const cancel = useCancelPartnerWebinar();
  const [reason, setReason] = useState("");
  const guests = w.counts.registered + w.counts.waitlisted;
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>{t("cancel.title")}</Text>} centered>
      <Stack gap="md">
        <Text size="sm">
          {w.status === "published" && guests > 0 ? t("cancel.bodyGuests", { count: guests }) : t("cancel.body")}
        </Text>
        <Textarea
          label={t("cancel.reason")}
          description={t("cancel.reasonHint")}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={1000}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel.keep")}
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={async () => {
              try {
                await cancel.mutateAsync({ id: w.id, reason: reason.trim() || undefined });
                showSuccessToast(t("cancel.done"));
                onClose();
              } catch {
                // The API client already showed the error.
              }
            }}
          >
            {t("cancel.confirm")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function SessionDetail({ id, zone, type }: { id: number; zone: string; type: InstituteType | undefined }) {
  const { t, i18n } = useTranslation("sessions");
  const host = { context: type };
  const navigate = useNavigate();
  const query = usePartnerWebinar(id);
  const client = useQueryClient();
  const [editing, edit] = useDisclosure(false);
  const [cancelling, cancelDialog] = useDisclosure(false);
  const back = (
    <Anchor component={Link} to="/event/sessions" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden="true" />
        {t("detail.back", host)}
      </Group>
    </Anchor>
  );
  if (query.isError)
    return (
      <Stack gap="md" align="flex-start">
        {back}
        <Title order={1} fz="xl">
          {t("detail.notFound")}
        </Title>
      </Stack>
    );
  if (!query.data) return <RouteLoader />;
  const w = query.data.webinar;
  const now = new Date();

  return (
    <Stack gap="lg">
      <PageHeader
        eyebrow={back}
        title={w.title}
        actions={
          <>
            {/* Schools and universities check students in at the door (spec 2 §2 QR scan screen). */}
            {type !== "ApplicationClient" && w.status === "published" && w.tab !== "past" ? (
              <Button
                component="a"
                href={`/events/check-in?webinar_id=${w.id}`}
                onClick={(e: MouseEvent<HTMLAnchorElement>) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                  e.preventDefault();
                  void navigate({ to: "/events/check-in", search: { webinar_id: String(w.id) } });
                }}
                variant="light"
                leftSection={<IconQrcode size={16} aria-hidden="true" />}
              >
                {t("detail.checkIn")}
              </Button>
            ) : null}
            {canEditWebinar(w.status) ? (
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden="true" />} onClick={edit.open}>
                {t("detail.edit")}
              </Button>
            ) : null}
            {canCancelWebinar(w.status, w.end_time, now) ? (
              <Button
                variant="light"
                color="red"
                leftSection={<IconBan size={16} aria-hidden="true" />}
                onClick={cancelDialog.open}
              >
                {t("detail.cancel")}
              </Button>
            ) : null}
          </>
        }
      />
      <SessionBadges webinar={w} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat
          label={t("detail.counts.registered")}
          value={w.capacity === null ? w.counts.registered : `${w.counts.registered} / ${w.capacity}`}
        />
        <Stat label={t("detail.counts.waitlisted")} value={w.counts.waitlisted} />
        <Stat label={t("detail.counts.attended")} value={w.counts.attended} />
        <Stat label={t("detail.counts.watched")} value={w.counts.watched_replay} />
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: "sm", sm: "md" }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Fact label={t("detail.when")}>
            <SessionWhen start={w.start_time} end={w.end_time} sessionZone={w.timezone} viewerZone={zone} />
          </Fact>
          <Fact label={t("detail.where")}>
            <Text size="sm">{w.is_in_person ? w.location : t("form.online")}</Text>
            {w.join_url ? (
              <Anchor
                href={w.join_url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ wordBreak: "break-all" }}
              >
                {w.join_url}
              </Anchor>
            ) : !w.is_in_person ? (
              <Text size="sm" c="dimmed">
                {t("detail.noJoinUrl")}
              </Text>
            ) : null}
          </Fact>
          <Fact label={t("fields.category_id")}>
            <Text size="sm">
              {w.category ? localized(w.category.name, w.category.name_zh, i18n.language) : t("detail.none")}
            </Text>
          </Fact>
          {type !== "School" ? (
            <Fact label={t("fields.provider_event_id")}>
              {w.provider_event ? (
                <Anchor component={Link} to="/event/quad-events" size="sm">
                  {w.provider_event.title}
                </Anchor>
              ) : (
                <Text size="sm">{t("detail.none")}</Text>
              )}
            </Fact>
          ) : null}
          <Fact label={t("fields.capacity")}>
            <Text size="sm">{w.capacity ?? t("detail.unlimited")}</Text>
          </Fact>
          <Fact label={t("detail.recording")}>
            {w.recording_url ? (
              <Anchor
                href={w.recording_url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ wordBreak: "break-all" }}
              >
                {w.is_recording_available ? t("detail.recordingShared") : t("detail.recordingHidden")}
              </Anchor>
            ) : (
              <Text size="sm">{t("detail.none")}</Text>
            )}
          </Fact>
          <Fact label={t("fields.speakers")}>
            {w.speakers.length ? (
              <Stack gap={2}>
                {w.speakers.map((s, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: speakers have no id
                  <Text key={i} size="sm">
                    {s.name}
                    {s.title ? ` · ${s.title}` : ""}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm">{t("detail.none")}</Text>
            )}
          </Fact>
          <Fact label={t("fields.is_slido_embed")}>
            <Text size="sm">{w.is_slido_embed ? t("detail.yes") : t("detail.no")}</Text>
          </Fact>
        </SimpleGrid>
        {w.description ? (
          <Text size="sm" mt="lg" style={{ whiteSpace: "pre-line" }}>
            {w.description}
          </Text>
        ) : null}
      </Paper>
      {w.is_in_person ? null : (
        <MeetingCard
          target={{ session_id: w.id }}
          editable={canEditWebinar(w.status)}
          onChanged={() => void refreshSessions(client)}
        />
      )}
      <RegistrantsCard sessionId={w.id} zone={zone} />
      <SessionFormDrawer
        opened={editing}
        onClose={edit.close}
        initialValues={sessionFormOf(w)}
        sessionId={w.id}
        onSaved={() => {
          edit.close();
          showSuccessToast(t("form.saved"));
        }}
      />
      <CancelDialog w={w} opened={cancelling} onClose={cancelDialog.close} />
    </Stack>
  );
}

/** /event/sessions/$id: a session, its registrants and attendance (issue 10 §4; a school's, issue 24 §2). */
export default function SessionDetailPage() {
  const ready = useNamespace("sessions");
  const profileZone = useSessionStore((s) => s.data?.timezone);
  const type = useSessionStore((s) => s.data?.institute_type);
  const { id } = useParams({ strict: false }) as { id?: string };
  const n = Number(id);
  if (!ready) return <RouteLoader />;
  return <SessionDetail id={Number.isInteger(n) && n > 0 ? n : 0} zone={viewerZone(profileZone)} type={type} />;
}
