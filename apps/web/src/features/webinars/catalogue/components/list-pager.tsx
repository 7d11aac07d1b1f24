import { Group, Text } from "@mantine/core";
import { WEBINAR_PAGE_SIZE } from "@quad/contract/rules/webinar-sessions";
import { useTranslation } from "react-i18next";
import { Pager } from "../../../../components/ui/pager";
import { pageCount } from "../model";

/** "n sessions" and the page buttons, shown when there is more than one page. */
export function ListPager({ total, page, onPage }: { total: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, WEBINAR_PAGE_SIZE);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        {t("webinars.catalogue.list.total", { count: total })}
      </Text>
      {pages > 1 ? <Pager total={pages} value={Math.min(page, pages)} onChange={onPage} size="sm" /> : null}
    </Group>
  );
}
