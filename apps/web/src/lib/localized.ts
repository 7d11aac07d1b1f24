/**
 * A name kept in English with an optional Chinese one (webinar categories: name, name_zh): the reader's language
 * when it has one, else the English. The one rule partner screens and the guest catalogue follow (issue 24 §3).
 */
export function localized(english: string, chinese: string | null | undefined, language: string): string {
  return language === "zh-CN" && chinese ? chinese : english;
}

/** The same for an optional text (a description). */
export function localizedText(
  english: string | null,
  chinese: string | null | undefined,
  language: string,
): string | null {
  return language === "zh-CN" && chinese ? chinese : english;
}
