import {
  Anchor,
  Avatar,
  Badge,
  Blockquote,
  Button,
  Card,
  Grid,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import type { UniversityProfileResponse, UniversityProfileSession } from "@quad/contract/api/university-profiles";
import { timezoneLabel } from "@quad/contract/rules/formats";
import { givenScores, placeLine } from "@quad/contract/rules/university-profile";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandYoutube,
  IconCalendarEvent,
  IconExternalLink,
  IconMapPin,
  IconMovie,
  IconVideo,
  IconView360,
  IconWorld,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatSessionDate, formatSessionTime } from "../../lib/dates";
import { useCountryName } from "../../lib/reference/country-names";
import { institutionInitials, type ProfileLinkKey, profileLinks } from "../../lib/university-profile/model";
import { sessionPath } from "../../lib/webinar-paths";

const LINK_ICONS: Record<ProfileLinkKey, typeof IconWorld> = {
  website: IconWorld,
  virtualTour: IconView360,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  youtube: IconBrandYoutube,
  video: IconMovie,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function SessionItem({ session, zone }: { session: UniversityProfileSession; zone: string }) {
  const { t, i18n } = useTranslation("universityProfile");
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <IconCalendarEvent size={18} aria-hidden="true" style={{ flex: "none", marginTop: 2 }} />
      <Stack gap={2} miw={0}>
        <Anchor component={Link} to={sessionPath(session)} fw={600} lineClamp={2}>
          {session.title}
        </Anchor>
        <Text size="sm">
          {formatSessionDate(session.start_time, zone)} · {formatSessionTime(session.start_time, zone)} –{" "}
          {/* A session over several days names the day it ends. */}
          {formatSessionDate(session.end_time, zone) === formatSessionDate(session.start_time, zone)
            ? formatSessionTime(session.end_time, zone)
            : `${formatSessionDate(session.end_time, zone)} ${formatSessionTime(session.end_time, zone)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {timezoneLabel(zone, session.start_time, i18n.language)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {session.is_in_person ? (
            <IconMapPin size={14} aria-hidden="true" style={{ flex: "none" }} />
          ) : (
            <IconVideo size={14} aria-hidden="true" style={{ flex: "none" }} />
          )}
          <Text size="sm" lineClamp={1}>
            {session.is_in_person ? (session.location ?? t("upcoming.inPerson")) : t("upcoming.online")}
          </Text>
        </Group>
      </Stack>
    </Group>
  );
}

/**
 * A university's public profile: logo, name and place, what it wrote of itself, its majors, score averages,
 * testimonials, links, photos and next sessions. `narrow` lays it out in one column (a drawer).
 */
export function UniversityProfileView({
  data,
  zone,
  narrow = false,
  headingOrder = 1,
}: {
  data: UniversityProfileResponse;
  zone: string;
  narrow?: boolean;
  headingOrder?: 1 | 2;
}) {
  const { t } = useTranslation("universityProfile");
  const countryName = useCountryName();
  const u = data.university;
  const place = placeLine({ city: u.city, state: u.state, country: countryName(u.country) });
  const scores = givenScores(u);
  const links = profileLinks(u);
  const wide = narrow ? 12 : { base: 12, md: 8 };
  const side = narrow ? 12 : { base: 12, md: 4 };

  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        {u.logo ? (
          <Image
            src={u.logo.url}
            alt={t("logoAlt", { name: u.name })}
            w={72}
            h={72}
            fit="contain"
            radius="md"
            bg="white"
            style={{ flex: "none", border: "1px solid var(--mantine-color-gray-3)" }}
          />
        ) : (
          <Avatar size={72} radius="md" color="quad" aria-hidden="true">
            {institutionInitials(u.name)}
          </Avatar>
        )}
        <Stack gap={4} miw={0}>
          <Title order={headingOrder} fz={{ base: "1.4rem", sm: "1.8rem" }} style={{ overflowWrap: "anywhere" }}>
            {u.name}
          </Title>
          {place ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden="true" style={{ flex: "none" }} />
              <Text c="dimmed" size="sm">
                {place}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={wide}>
          <Stack gap="lg">
            <Section title={t("about")}>
              <Text style={{ whiteSpace: "pre-line" }} c={u.description ? undefined : "dimmed"}>
                {u.description ?? t("noDescription")}
              </Text>
            </Section>
            {u.top_majors.length ? (
              <Section title={t("majors")}>
                <Group gap="xs">
                  {u.top_majors.map((m) => (
                    <Badge key={m} variant="light" size="lg" tt="none">
                      {m}
                    </Badge>
                  ))}
                </Group>
              </Section>
            ) : null}
            {scores.length ? (
              <Section title={t("scores.title")}>
                <SimpleGrid cols={{ base: 2, sm: narrow ? 3 : 4 }} spacing="sm">
                  {scores.map((s) => (
                    <Card key={s.field} withBorder radius="md" padding="sm" ta="center">
                      <Text fz="xl" fw={800}>
                        {s.value}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`scores.${s.field}`)}
                      </Text>
                    </Card>
                  ))}
                </SimpleGrid>
              </Section>
            ) : null}
            {u.testimonials.length ? (
              <Section title={t("testimonials")}>
                <Stack gap="sm">
                  {u.testimonials.map((q) => (
                    <Blockquote key={`${q.author}-${q.text}`} p="sm" radius="md" cite={`— ${q.author}`}>
                      {q.text}
                    </Blockquote>
                  ))}
                </Stack>
              </Section>
            ) : null}
            {u.images.length ? (
              <Section title={t("images")}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  {u.images.map((img, i) => (
                    <Image
                      key={img.name}
                      src={img.url}
                      alt={t("imageAlt", { n: i + 1, name: u.name })}
                      radius="md"
                      h={160}
                      fit="cover"
                      // The gallery is below the profile's text: fetched when it comes near the screen (issue 28).
                      loading="lazy"
                    />
                  ))}
                </SimpleGrid>
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={side}>
          <Stack gap="lg">
            <Section title={t("upcoming.title")}>
              {data.upcoming_sessions.length ? (
                <Stack gap="md">
                  {data.upcoming_sessions.map((s) => (
                    <SessionItem key={s.id} session={s} zone={zone} />
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("upcoming.none")}
                </Text>
              )}
              <Button component={Link} to="/webinars" variant="subtle" size="compact-sm" mt="sm" px={0}>
                {t("upcoming.viewAll")}
              </Button>
            </Section>
            {links.length ? (
              <Section title={t("links.title")}>
                <Stack gap={6}>
                  {links.map((l) => {
                    const Icon = LINK_ICONS[l.key];
                    return (
                      <Anchor
                        key={`${l.key}-${l.href}`}
                        href={l.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                      >
                        <Group gap={6} wrap="nowrap">
                          <Icon size={16} aria-hidden="true" style={{ flex: "none" }} />
                          {l.key === "video" ? t("links.video", { n: l.n }) : t(`links.${l.key}`)}
                          <IconExternalLink size={12} aria-hidden="true" style={{ flex: "none" }} />
                        </Group>
                      </Anchor>
                    );
                  })}
                </Stack>
              </Section>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
