import { Anchor, Breadcrumbs, Stack, Tabs, Text, Title } from "@mantine/core";
import { WEBINAR_TABS, type WebinarTab } from "@quad/contract/rules/webinar-sessions";
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { RouteLoader } from "../../../../components/ui/route-loader";
import { useCategories } from "../api/list-categories";
import { useCategoryEvents } from "../api/list-category-events";
import { useFeatured } from "../api/list-featured";
import { CatalogueFrame } from "../components/catalogue-frame";
import { ListPager } from "../components/list-pager";
import { NotFoundCard } from "../components/not-found-card";
import { SessionGrid } from "../components/session-grid";
import { useViewer } from "../components/use-viewer";
import { parsePage, parseTab } from "../model";

function CategoryScreen({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const tab = parseTab(raw.tab);
  const page = parsePage(raw.page);
  const categories = useCategories();
  const featured = useFeatured(categoryId);
  const events = useCategoryEvents(categoryId, tab, page);
  const category = categories.data?.categories.find((c) => c.id === categoryId);
  const path = `/webinars/categories/${categoryId}`;
  const go = (next: { tab: WebinarTab; page: number }) =>
    void navigate({
      to: path,
      search: {
        tab: next.tab === "upcoming" ? undefined : next.tab,
        page: next.page > 1 ? String(next.page) : undefined,
      },
      replace: true,
    });

  if (categories.isSuccess && !category) return <NotFoundCard />;
  if (!category) return <RouteLoader />;
  const tabLabels: Record<WebinarTab, string> = {
    current: t("webinars.catalogue.tabs.current"),
    upcoming: t("webinars.catalogue.tabs.upcoming"),
    past: t("webinars.catalogue.tabs.past"),
  };
  const featuredList = featured.data?.sessions ?? [];

  return (
    <>
      <Stack gap="xs">
        <Breadcrumbs separatorMargin={6}>
          <Anchor component={Link} to="/webinars" size="sm">
            {t("webinars.catalogue.nav.browse")}
          </Anchor>
          <Text size="sm">{category.name}</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: "1.6rem", sm: "2rem" }}>
          {category.name}
        </Title>
        {category.description ? (
          <Text c="dimmed" maw={720}>
            {category.description}
          </Text>
        ) : null}
      </Stack>

      {featuredList.length ? (
        <Stack gap="md">
          <Title order={2} size="h3">
            {t("webinars.catalogue.category.featured")}
          </Title>
          <SessionGrid sessions={featuredList} loading={false} zone={viewer.zone} empty={{ title: "" }} />
        </Stack>
      ) : null}

      <Stack gap="md">
        <Title order={2} size="h3">
          {t("webinars.catalogue.category.sessions")}
        </Title>
        <Tabs value={tab} onChange={(v) => go({ tab: parseTab(v), page: 1 })}>
          <Tabs.List>
            {WEBINAR_TABS.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {tabLabels[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <SessionGrid
          sessions={events.data?.sessions}
          loading={events.isLoading}
          zone={viewer.zone}
          empty={{ title: t("webinars.catalogue.category.empty"), body: t("webinars.catalogue.category.emptyBody") }}
        />
        {events.data && events.data.matched > 0 ? (
          <ListPager total={events.data.matched} page={page} onPage={(p) => go({ tab, page: p })} />
        ) : null}
      </Stack>
    </>
  );
}

/** /webinars/categories/$categoryId: the category's featured sessions and its sessions by tab, a page at a time. */
export default function CategoryPage() {
  const params = useParams({ strict: false }) as { categoryId?: string };
  const categoryId = parsePage(params.categoryId);
  return (
    <CatalogueFrame>
      <CategoryScreen key={categoryId} categoryId={categoryId} />
    </CatalogueFrame>
  );
}
