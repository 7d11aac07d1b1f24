import { Button, Skeleton, Stack, Text, Timeline } from "@mantine/core";
import { IconCircleDot, IconHistory, IconUser } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../components/ui/section-card";
import { formatDate, formatTime } from "../../../lib/dates";
import { useApplicationActivities } from "../api/list-application-activities";
import { activityLabel } from "../model/activity";

/** The activity (spec 3 §2; issue 13 §3): every change — who, when, from, to, note — and the person's path, newest first. */
export function ActivityTimeline({ applicationId, zone }: { applicationId: number; zone: string }) {
  const { t } = useTranslation("applications");
  const query = useApplicationActivities(applicationId);
  const items = query.data?.pages.flatMap((p) => p.activities) ?? [];
  return (
    <SectionCard id="activity" title={t("activity.title")} icon={<IconHistory size={18} aria-hidden="true" />}>
      {query.isLoading ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton h={14} w="60%" />
          <Skeleton h={14} w="40%" />
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("activity.none")}
        </Text>
      ) : (
        <Stack gap="sm">
          <Timeline bulletSize={22} lineWidth={2} color="quad" active={-1}>
            {items.map((a) => {
              const label = activityLabel(a);
              const who =
                a.actor?.name ??
                (a.actor_kind === "applicant"
                  ? t("activity.applicant")
                  : a.actor_kind === "system"
                    ? t("activity.system")
                    : a.actor_kind === "school"
                      ? t("activity.school")
                      : null);
              return (
                <Timeline.Item
                  key={a.id}
                  data-activity={a.kind}
                  bullet={
                    a.source === "engagement" ? (
                      <IconUser size={12} aria-hidden="true" />
                    ) : (
                      <IconCircleDot size={12} aria-hidden="true" />
                    )
                  }
                  title={
                    <Text size="sm" fw={600}>
                      {t(label.key, {
                        from: label.from ? t(label.from) : "",
                        to: label.to ? t(label.to) : "",
                      })}
                    </Text>
                  }
                >
                  <Text size="xs" c="dimmed">
                    {[`${formatDate(a.occurred_at, zone)} ${formatTime(a.occurred_at, zone)}`, who]
                      .filter(Boolean)
                      .join(" · ")}
                  </Text>
                  {a.note ? (
                    <Text size="sm" mt={2} style={{ whiteSpace: "pre-line" }}>
                      {a.note}
                    </Text>
                  ) : null}
                </Timeline.Item>
              );
            })}
          </Timeline>
          {query.hasNextPage ? (
            <Button
              variant="subtle"
              size="compact-sm"
              style={{ alignSelf: "flex-start" }}
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t("activity.more")}
            </Button>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
