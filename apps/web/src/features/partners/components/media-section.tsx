import { SimpleGrid } from "@mantine/core";
import type { PartnerDetail } from "@quad/contract/api/partners";
import { useTranslation } from "react-i18next";
import { FILE_RULES, imageSlotsLeft, type PartnerUploads } from "../model";
import { FileSlot, ImagesField } from "./file-fields";
import { Section } from "./form-section";

interface MediaSectionProps {
  partner: PartnerDetail;
  uploads: PartnerUploads;
  fileErrors: Record<string, string>;
  readOnly: boolean;
  /** Applies a change to the chosen uploads and clears that field's problem. */
  onPatch: (change: Partial<PartnerUploads>, field: string) => void;
  /** A problem with a chosen file, by field. */
  onProblem: (field: string) => (message: string) => void;
}

/** Logo, brochure and images of an institution: stored files, new choices, removals and their limits. */
export function MediaSection({
  partner,
  uploads,
  fileErrors,
  readOnly,
  onPatch: patch,
  onProblem: fileProblem,
}: MediaSectionProps) {
  const { t } = useTranslation(["account", "translation"], { nsMode: "fallback" });
  const slotsLeft = imageSlotsLeft(partner.images.length, uploads.removeImages.length, uploads.images.length);
  return (
    <Section title={t("institution.sections.media")} description={t("institution.mediaHint")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FileSlot
          testId="logo-field"
          label={t("institution.files.logo")}
          hint={t("institution.files.logoHint")}
          rule={FILE_RULES.logo}
          stored={partner.logo}
          chosen={uploads.logo}
          removed={uploads.removeLogo}
          error={fileErrors.logo}
          readOnly={readOnly}
          onChoose={(logo) => patch({ logo, removeLogo: false }, "logo")}
          onProblem={fileProblem("logo")}
          onRemove={() => patch({ logo: null, removeLogo: true }, "logo")}
        />
        <FileSlot
          testId="brochure-field"
          label={t("institution.files.brochure")}
          hint={t("institution.files.brochureHint")}
          rule={FILE_RULES.brochure}
          stored={partner.brochure}
          chosen={uploads.brochure}
          removed={uploads.removeBrochure}
          error={fileErrors.brochure}
          readOnly={readOnly}
          onChoose={(brochure) => patch({ brochure, removeBrochure: false }, "brochure")}
          onProblem={fileProblem("brochure")}
          onRemove={() => patch({ brochure: null, removeBrochure: true }, "brochure")}
        />
      </SimpleGrid>
      <ImagesField
        rule={FILE_RULES.images}
        stored={partner.images}
        instituteType={partner.institute_type}
        removed={uploads.removeImages}
        added={uploads.images}
        slotsLeft={slotsLeft}
        error={fileErrors.images}
        readOnly={readOnly}
        onAdd={(files) => patch({ images: [...uploads.images, ...files] }, "images")}
        onProblem={fileProblem("images")}
        onRemoveStored={(name) => patch({ removeImages: [...uploads.removeImages, name] }, "images")}
        onRemoveAdded={(i) => patch({ images: uploads.images.filter((_, j) => j !== i) }, "images")}
      />
    </Section>
  );
}
