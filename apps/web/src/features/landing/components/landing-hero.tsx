import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowRight, IconBuildingCommunity, IconSchool } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import art from "../../../assets/banner-desktop.svg";
import classes from "../landing.module.css";

/** What Quad is and for whom, with registration for schools and universities, sign-in and the webinar area. */
export function LandingHero() {
  const { t } = useTranslation("landing");
  return (
    <Box component="section" className={classes.hero} aria-labelledby="landing-title">
      <Container size="lg" pt={{ base: 40, md: 72 }} pb={{ base: 72, md: 104 }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg">
            <span className={classes.eyebrow}>{t("hero.eyebrow")}</span>
            <Title id="landing-title" order={1} c="white" fz={{ base: "2rem", sm: "2.6rem", lg: "3rem" }} lh={1.15}>
              {t("hero.title")}
            </Title>
            <Text fz={{ base: "md", sm: "lg" }} c="indigo.0" lh={1.6} maw={620}>
              {t("hero.lead")}
            </Text>
            <Group gap="sm" mt="xs">
              <Button
                component={Link}
                to="/register-university"
                size="md"
                variant="white"
                color="quad"
                leftSection={<IconBuildingCommunity size={18} aria-hidden="true" />}
              >
                {t("cta.registerUniversity")}
              </Button>
              <Button
                component={Link}
                to="/register-school"
                size="md"
                variant="outline"
                color="white"
                leftSection={<IconSchool size={18} aria-hidden="true" />}
              >
                {t("cta.registerSchool")}
              </Button>
            </Group>
            <Text size="sm" c="indigo.0">
              {t("hero.students")}{" "}
              <Anchor
                component={Link}
                to="/webinars"
                c="white"
                fw={700}
                underline="always"
                style={{ whiteSpace: "nowrap" }}
              >
                {t("cta.webinars")}
                <IconArrowRight size={14} aria-hidden="true" style={{ verticalAlign: "-2px", marginLeft: 4 }} />
              </Anchor>
            </Text>
          </Stack>
          <Box visibleFrom="md">
            <img className={classes.art} src={art} alt={t("hero.artAlt")} width={960} height={720} />
          </Box>
        </div>
      </Container>
    </Box>
  );
}
