import { Button, Group, Input, Modal, Rating, Stack, Text, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, showSuccessToast } from "../../../lib/api-client";
import { formatDate } from "../../../lib/dates";
import { translateServerMessage } from "../../../lib/server-messages";
import { useCreateFeedback } from "../api/create-feedback";
import type { PendingFeedback } from "./feedback-prompt";

const RATING_WORDS = ["", "poor", "fair", "good", "veryGood", "excellent"] as const;

function FeedbackForm({ visit, onClose }: { visit: PendingFeedback; onClose: () => void }) {
  const { t, i18n } = useTranslation("schools");
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const create = useCreateFeedback();

  const submit = async () => {
    if (rating < 1) {
      setErrors({ rating: t("feedback.ratingRequired") });
      return;
    }
    try {
      await create.mutateAsync({ eventId: visit.event_id, rating, comment });
      showSuccessToast(t("feedback.thanks", { school: visit.school_name }));
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 422) return;
      const fields = e.fieldErrors;
      setErrors({
        rating: fields.rating ? translateServerMessage(fields.rating, i18n.t) : undefined,
        comment: fields.comment ?? fields.event_id,
      });
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t("feedback.intro", { school: visit.school_name, date: formatDate(visit.event_date) })}
      </Text>
      <Input.Wrapper label={t("feedback.rating")} withAsterisk error={errors.rating} id="visit-rating">
        <Group gap="sm" mt={4}>
          <Rating
            size="lg"
            value={rating}
            onChange={(value) => {
              setRating(value);
              setErrors((prev) => ({ ...prev, rating: undefined }));
            }}
            aria-label={t("feedback.rating")}
            getSymbolLabel={(value) => t("feedback.stars", { count: value })}
          />
          {rating > 0 ? (
            <Text size="sm" fw={500}>
              {t(`feedback.words.${RATING_WORDS[rating]}`)}
            </Text>
          ) : null}
        </Group>
      </Input.Wrapper>
      <Textarea
        label={t("feedback.comment")}
        placeholder={t("feedback.commentPlaceholder")}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        value={comment}
        error={errors.comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t("common.cancel")}
        </Button>
        <Button
          leftSection={<IconSend size={16} aria-hidden="true" />}
          loading={create.isPending}
          onClick={() => void submit()}
        >
          {t("feedback.submit")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The rating form of a past visit: 1-5 stars and a comment; POST events/{id}/create_feedback. */
export function FeedbackModal({ visit, onClose }: { visit: PendingFeedback | null; onClose: () => void }) {
  const { t } = useTranslation("schools");
  return (
    <Modal
      opened={visit !== null}
      onClose={onClose}
      title={visit ? t("feedback.title", { school: visit.school_name }) : ""}
      radius="lg"
      size="md"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {visit ? <FeedbackForm key={visit.event_id} visit={visit} onClose={onClose} /> : null}
    </Modal>
  );
}
