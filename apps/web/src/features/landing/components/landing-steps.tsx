import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import classes from "../landing.module.css";

const STEPS = ["one", "two", "three"] as const;

/** How an institution starts (registration, approval within 24 hours, first visit), and the closing call. */
export function LandingSteps() {
  const { t } = useTranslation("landing");
  return (
    <Box bg="gray.0" component="section" aria-labelledby="landing-steps">
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <Title id="landing-steps" order={2} ta="center" fz={{ base: "1.6rem", sm: "2rem" }} mb={{ base: "xl", md: 40 }}>
          {t("steps.title")}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {STEPS.map((step, i) => (
            <Group key={step} component="li" align="flex-start" gap="md" wrap="nowrap">
              <span className={classes.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <Stack gap={4} miw={0}>
                <Title order={3} fz="md">
                  {t(`steps.${step}.title`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(`steps.${step}.body`)}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
        <Stack className={classes.closing} mt={{ base: 48, md: 64 }} align="center" ta="center" gap="md">
          <Title order={2} c="white" fz={{ base: "1.4rem", sm: "1.8rem" }}>
            {t("closing.title")}
          </Title>
          <Text c="indigo.0" maw={560}>
            {t("closing.body")}
          </Text>
          <Group gap="sm" justify="center">
            <Button component={Link} to="/register-university" variant="white" color="quad">
              {t("cta.registerUniversity")}
            </Button>
            <Button component={Link} to="/register-school" variant="white" color="quad">
              {t("cta.registerSchool")}
            </Button>
            <Button component={Link} to="/sign-in" variant="outline" color="white">
              {t("cta.signIn")}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
