import { Button, Group, Loader, Text, Timeline } from "@mantine/core";
import type { Engagement } from "@quad/contract/api/connection-detail";
import {
  IconCalendarEvent,
  IconEye,
  IconFileText,
  IconMail,
  IconNote,
  IconPhone,
  IconPlayerPlay,
  IconUserCheck,
  IconUserPlus,
  IconUsers,
  IconX,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/dates";
import { useEngagements } from "../api/list-engagements";
import { activityLabel, timelineOrder } from "../model";

const ICONS: Record<string, typeof IconNote> = {
  registered: IconUserPlus,
  waitlisted: IconUserPlus,
  cancelled: IconX,
  attended: IconUserCheck,
  watched_video: IconPlayerPlay,
  viewed_recording: IconPlayerPlay,
  visit_signup: IconCalendarEvent,
  profile_view: IconEye,
  applied: IconFileText,
  note: IconNote,
  call: IconPhone,
  meeting: IconUsers,
  email: IconMail,
};

function Entry({ e }: { e: Engagement }) {
  const { t } = useTranslation("connections");
  const label = activityLabel({
    kind: e.kind,
    duration_minutes: e.duration_seconds === null ? null : e.duration_seconds / 60,
  });
  return (
    <>
      <Text size="sm" fw={600}>
        {t(label.key, label.values)}
      </Text>
      {e.webinar ? <Text size="sm">{e.webinar.title}</Text> : null}
      {e.note ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {e.note}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {formatDateTime(e.occurred_at)}
        {e.created_by ? ` · ${t("activity.by", { name: e.created_by.name })}` : ""}
      </Text>
    </>
  );
}

/** The engagement history, newest first, a page at a time. */
export function EngagementTimeline({ id }: { id: number }) {
  const { t } = useTranslation("connections");
  const query = useEngagements(id);
  if (query.isLoading) return <Loader size="sm" />;
  const entries = timelineOrder(query.data?.pages.map((p) => p.engagements) ?? []);
  const total = query.data?.pages[0]?.total_activities ?? 0;
  if (!entries.length) {
    return (
      <Text size="sm" c="dimmed">
        {t("detail.historyEmpty")}
      </Text>
    );
  }
  return (
    <>
      <Text size="xs" c="dimmed" mb="sm">
        {t("detail.historyCount", { count: total })}
      </Text>
      <Timeline bulletSize={24} lineWidth={2} color="quad" active={entries.length}>
        {entries.map((e) => {
          const Icon = ICONS[e.kind] ?? IconNote;
          return (
            <Timeline.Item key={e.id} bullet={<Icon size={13} aria-hidden="true" />} data-kind={e.kind}>
              <Entry e={e} />
            </Timeline.Item>
          );
        })}
      </Timeline>
      {query.hasNextPage ? (
        <Group mt="sm">
          <Button
            variant="subtle"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t("detail.loadMore")}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
