import { useTranslation } from "react-i18next";
import { fieldErrorText } from "../../../lib/server-messages";
import { fieldLabelRef, programMessageKey } from "../editor-errors";

/**
 * Texts of a program's field errors in the reader's language: `label(field)` ("Round 2 · Application deadline"),
 * `inline(field, message)` under the input, `line(field, message)` in a summary ("Program type is required",
 * "Intake rounds: add at least one …").
 */
export function useProblemText() {
  const { t } = useTranslation("programs");
  const { t: tMain } = useTranslation();

  const label = (field: string): string => {
    const ref = fieldLabelRef(field);
    const name = t(ref.key, { defaultValue: field });
    return ref.list ? t("problems.inRow", { row: t(`rows.${ref.list}`, { n: ref.row }), field: name }) : name;
  };
  /** The field's own name, without its row (under the input, the row is plain to see). */
  const shortLabel = (field: string): string => t(fieldLabelRef(field).key, { defaultValue: field });
  const message = (field: string, text: string, withLabel: boolean): string => {
    const known = programMessageKey(text);
    if (known) {
      const sentence = t(known.key, known.values);
      return withLabel ? t("problems.line", { field: label(field), message: sentence }) : sentence;
    }
    const translated = fieldErrorText(text, withLabel ? label(field) : shortLabel(field), tMain);
    // Fragments get the label from fieldErrorText ("… is required"); other sentences get it in front.
    if (!withLabel || translated.includes(label(field))) return translated;
    return t("problems.line", { field: label(field), message: translated });
  };
  return {
    label,
    inline: (field: string, text: string) => message(field, text, false),
    line: (field: string, text: string) => message(field, text, true),
  };
}
