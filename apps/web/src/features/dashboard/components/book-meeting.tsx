import { Alert, Avatar, Button, Chip, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { initials } from "@quad/contract/rules/dashboard";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { IconCalendarPlus, IconCircleCheck, IconMessage } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccessToast } from "../../../lib/api-client";
import { useCreateContactRequest } from "../../../lib/contact-request";
import { formatSessionDate, formatSessionTime } from "../../../lib/dates";
import { useSessionStore } from "../../../lib/session-store";
import { useCreateEventBooking } from "../api/create-event-booking";
import { useAssignedRep } from "../api/get-assigned-rep";
import { useUpcomingBookings } from "../api/list-upcoming-bookings";
import { slotsByDay } from "../model/week";
import { CardError, CardLoading } from "./dash-card";

const COMMENTS_MAX = 1000;

function BookingForm({ zone, onDone }: { zone: string; onDone: () => void }) {
  const { t } = useTranslation("dashboard");
  const rep = useAssignedRep();
  const upcoming = useUpcomingBookings();
  const book = useCreateEventBooking();
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [comments, setComments] = useState("");
  const [booked, setBooked] = useState<string | null>(null);
  const days = useMemo(() => slotsByDay(rep.data?.assigned_rep?.available_slots ?? [], zone), [rep.data, zone]);
  const chosenDay = days.find((d) => d.day === day) ?? days[0];

  if (rep.isPending) return <CardLoading rows={4} />;
  if (rep.isError || !rep.data) return <CardError onRetry={() => void rep.refetch()} />;
  const person = rep.data.assigned_rep;
  if (!person) {
    return (
      <Alert variant="light" color="gray">
        {t("booking.noRep")}
      </Alert>
    );
  }
  if (booked) {
    return (
      <Stack gap="md" align="center" py="md">
        <IconCircleCheck size={40} color="var(--mantine-color-teal-6)" aria-hidden="true" />
        <Text ta="center" fw={600} role="status">
          {booked}
        </Text>
        <Button variant="light" onClick={onDone}>
          {t("booking.close")}
        </Button>
      </Stack>
    );
  }
  const submit = () => {
    if (!slot) return;
    book.mutate(
      { start_at: slot, comments: comments.trim() || undefined },
      {
        onSuccess: (res) => {
          const when = `${formatSessionDate(res.event_booking.start_at, zone)} ${formatSessionTime(res.event_booking.start_at, zone)}`;
          setBooked(t("booking.success", { name: res.event_booking.rep_name, when }));
          showSuccessToast(t("booking.success", { name: res.event_booking.rep_name, when }));
        },
      },
    );
  };
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar radius="xl" color="indigo">
          {initials(person.name.split(" ")[0] ?? "", person.name.split(" ").slice(1).at(-1) ?? "")}
        </Avatar>
        <Stack gap={0}>
          <Text fw={600}>{person.name}</Text>
          <Text size="xs" c="dimmed">
            {[person.title, person.email].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
      </Group>
      {upcoming.data && upcoming.data.upcoming_events.length > 0 ? (
        <Alert variant="light" color="teal" title={t("booking.upcoming")}>
          <Stack gap={2}>
            {upcoming.data.upcoming_events.map((b) => (
              <Text key={b.id} size="sm" data-booking={b.id}>
                {t("booking.upcomingLine", {
                  when: `${formatSessionDate(b.start_at, zone)} ${formatSessionTime(b.start_at, zone)}`,
                  name: b.rep_name,
                })}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {days.length === 0 ? (
        <Alert variant="light" color="gray">
          {t("booking.noSlots")}
        </Alert>
      ) : (
        <>
          <Select
            label={t("booking.day")}
            data={days.map((d) => ({ value: d.day, label: formatSessionDate(d.slots[0] ?? d.day, zone) }))}
            value={chosenDay?.day ?? null}
            onChange={(v) => {
              setDay(v);
              setSlot(null);
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500} id="booking-slot-label">
              {t("booking.time", { zone: timezoneLabel(zone) })}
            </Text>
            <Chip.Group value={slot ?? ""} onChange={(v) => setSlot(typeof v === "string" ? v : null)}>
              <Group gap={6} role="radiogroup" aria-labelledby="booking-slot-label">
                {(chosenDay?.slots ?? []).map((s) => (
                  <Chip key={s} value={s} size="sm" radius="sm" variant="outline">
                    {formatSessionTime(s, zone)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          <Textarea
            label={t("booking.comments")}
            description={t("booking.commentsHint")}
            value={comments}
            maxLength={COMMENTS_MAX}
            autosize
            minRows={2}
            onChange={(e) => setComments(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button disabled={!slot} loading={book.isPending} onClick={submit}>
              {t("booking.submit")}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

/** "Book a meeting" with the institution's account representative: a free slot, comments, mailed to both. */
export function BookMeetingButton({ zone }: { zone: string }) {
  const { t } = useTranslation("dashboard");
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button leftSection={<IconCalendarPlus size={16} aria-hidden="true" />} onClick={open}>
        {t("booking.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("booking.title")} size="lg" radius="md">
        {opened ? <BookingForm zone={zone} onDone={close} /> : null}
      </Modal>
    </>
  );
}

/** "Contact us": a request to customer success (POST users/{id}/contact_uem). */
export function ContactUsButton() {
  const { t } = useTranslation("dashboard");
  const userId = useSessionStore((s) => s.data?.id ?? 0);
  const [opened, { open, close }] = useDisclosure(false);
  const [type, setType] = useState<"support" | "upgrade" | "feedback">("support");
  const [comments, setComments] = useState("");
  const contact = useCreateContactRequest(userId);
  const submit = () =>
    contact.mutate(
      { request_type: type, comments: comments.trim() },
      {
        onSuccess: () => {
          showSuccessToast(t("contact.sent"));
          setComments("");
          close();
        },
      },
    );
  return (
    <>
      <Button variant="default" leftSection={<IconMessage size={16} aria-hidden="true" />} onClick={open}>
        {t("contact.button")}
      </Button>
      <Modal opened={opened} onClose={close} title={t("contact.title")} radius="md">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t("contact.body")}
          </Text>
          <Select
            label={t("contact.type")}
            value={type}
            allowDeselect={false}
            onChange={(v) => setType((v as typeof type) ?? "support")}
            data={(["support", "upgrade", "feedback"] as const).map((v) => ({
              value: v,
              label: t(`contact.types.${v}`),
            }))}
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label={t("contact.comments")}
            required
            value={comments}
            maxLength={2000}
            autosize
            minRows={3}
            onChange={(e) => setComments(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button disabled={!comments.trim()} loading={contact.isPending} onClick={submit}>
              {t("contact.submit")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
