import { createInstance, type i18n as I18n } from "i18next";
import enUS from "../locales/en-US.json";
import zhCN from "../locales/zh-CN.json";

/** A synchronous i18next instance with both bundles, for unit tests. */
export function testI18n(lng: "en-US" | "zh-CN" = "en-US"): I18n {
  const instance = createInstance();
  void instance.init({
    lng,
    fallbackLng: false,
    resources: { "en-US": { translation: enUS }, "zh-CN": { translation: zhCN } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
