import { Container, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import classes from "../landing.module.css";

const FIGURES = ["schools", "students", "audiences", "schoolCountries"] as const;

/** The marketing figures of spec 3 §9, as a row of cards overlapping the hero. */
export function LandingFigures() {
  const { t } = useTranslation("landing");
  return (
    <Container size="lg" className={classes.figures} component="section" aria-label={t("figures.label")}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "sm", sm: "md" }}>
        {FIGURES.map((key) => (
          <div key={key} className={classes.figure}>
            <Text fw={800} fz={{ base: "1.5rem", sm: "2rem" }} c="quad.8" lh={1.1}>
              {t(`figures.${key}.value`)}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t(`figures.${key}.label`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Container>
  );
}
