import { Button, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  IconBriefcase,
  IconBuildingCommunity,
  IconCheck,
  IconSchool,
  IconUsersGroup,
  type TablerIcon,
} from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import classes from "../landing.module.css";

interface Audience {
  key: "university" | "school" | "client" | "guest";
  icon: TablerIcon;
  color: string;
  /** The way in for this audience: registration where it exists, else sign-in or the webinar area. */
  action: { to: string; label: string; variant: "filled" | "light" };
  note?: boolean;
}

const AUDIENCES: Audience[] = [
  {
    key: "university",
    icon: IconBuildingCommunity,
    color: "quad",
    action: { to: "/register-university", label: "cta.registerUniversity", variant: "filled" },
  },
  {
    key: "school",
    icon: IconSchool,
    color: "teal",
    action: { to: "/register-school", label: "cta.registerSchool", variant: "filled" },
  },
  {
    key: "client",
    icon: IconBriefcase,
    color: "grape",
    action: { to: "/sign-in", label: "cta.signIn", variant: "light" },
    note: true,
  },
  {
    key: "guest",
    icon: IconUsersGroup,
    color: "orange",
    action: { to: "/webinars", label: "cta.webinars", variant: "filled" },
  },
];

/** Who Quad is for: universities, schools, application partners, students and parents, each with its way in. */
export function LandingAudiences() {
  const { t } = useTranslation("landing");
  return (
    <Container size="lg" component="section" py={{ base: 48, md: 80 }} aria-labelledby="landing-audiences">
      <Stack gap="xs" align="center" ta="center" mb={{ base: "xl", md: 48 }}>
        <Title id="landing-audiences" order={2} fz={{ base: "1.6rem", sm: "2rem" }}>
          {t("audiences.title")}
        </Title>
        <Text c="dimmed" maw={640}>
          {t("audiences.subtitle")}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {AUDIENCES.map(({ key, icon: Icon, color, action, note }) => (
          <Card key={key} withBorder radius="lg" padding="lg" className={classes.card}>
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden="true">
              <Icon size={24} stroke={1.7} />
            </ThemeIcon>
            <Title order={3} mt="md" fz="lg">
              {t(`audiences.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`audiences.${key}.body`)}
            </Text>
            <List
              mt="md"
              spacing={8}
              size="sm"
              icon={<IconCheck size={16} color="var(--mantine-color-teal-light-color)" aria-hidden="true" />}
              style={{ flex: 1 }}
            >
              {(["point1", "point2", "point3"] as const).map((point) => (
                <List.Item key={point}>{t(`audiences.${key}.${point}`)}</List.Item>
              ))}
            </List>
            {note ? (
              <Text size="xs" c="dimmed" mt="md">
                {t(`audiences.${key}.note`)}
              </Text>
            ) : null}
            <Button component={Link} to={action.to} variant={action.variant} color={color} mt="lg" fullWidth>
              {t(action.label)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  );
}
