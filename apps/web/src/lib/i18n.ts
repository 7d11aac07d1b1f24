import { DEFAULT_LOCALE, type Locale } from "@quad/contract/rules/constants";
import i18next from "i18next";
import { startTransition, useEffect, useState } from "react";
import { initReactI18next } from "react-i18next";

/**
 * i18next with lazily loaded bundles: the main `translation` namespace per locale, and extra
 * namespaces (e.g. `legal`) loaded by the screens that need them.
 */

export const i18n = i18next.createInstance();

type Bundle = Record<string, unknown>;
type Loader = () => Promise<{ default: Bundle }>;

const BUNDLES: Record<string, Record<Locale, Loader>> = {
  translation: {
    "en-US": () => import("../locales/en-US.json"),
    "zh-CN": () => import("../locales/zh-CN.json"),
  },
  legal: {
    "en-US": () => import("../locales/legal/en-US.json"),
    "zh-CN": () => import("../locales/legal/zh-CN.json"),
  },
  plans: {
    "en-US": () => import("../locales/plans/en-US.json"),
    "zh-CN": () => import("../locales/plans/zh-CN.json"),
  },
  team: {
    "en-US": () => import("../locales/team/en-US.json"),
    "zh-CN": () => import("../locales/team/zh-CN.json"),
  },
  notifications: {
    "en-US": () => import("../locales/notifications/en-US.json"),
    "zh-CN": () => import("../locales/notifications/zh-CN.json"),
  },
  sso: {
    "en-US": () => import("../locales/sso/en-US.json"),
    "zh-CN": () => import("../locales/sso/zh-CN.json"),
  },
  areas: {
    "en-US": () => import("../locales/areas/en-US.json"),
    "zh-CN": () => import("../locales/areas/zh-CN.json"),
  },
  account: {
    "en-US": () => import("../locales/account/en-US.json"),
    "zh-CN": () => import("../locales/account/zh-CN.json"),
  },
  visits: {
    "en-US": () => import("../locales/visits/en-US.json"),
    "zh-CN": () => import("../locales/visits/zh-CN.json"),
  },
  availability: {
    "en-US": () => import("../locales/availability/en-US.json"),
    "zh-CN": () => import("../locales/availability/zh-CN.json"),
  },
  schools: {
    "en-US": () => import("../locales/schools/en-US.json"),
    "zh-CN": () => import("../locales/schools/zh-CN.json"),
  },
  checkIn: {
    "en-US": () => import("../locales/check-in/en-US.json"),
    "zh-CN": () => import("../locales/check-in/zh-CN.json"),
  },
  sessions: {
    "en-US": () => import("../locales/sessions/en-US.json"),
    "zh-CN": () => import("../locales/sessions/zh-CN.json"),
  },
  invitations: {
    "en-US": () => import("../locales/invitations/en-US.json"),
    "zh-CN": () => import("../locales/invitations/zh-CN.json"),
  },
  connections: {
    "en-US": () => import("../locales/connections/en-US.json"),
    "zh-CN": () => import("../locales/connections/zh-CN.json"),
  },
  dashboard: {
    "en-US": () => import("../locales/dashboard/en-US.json"),
    "zh-CN": () => import("../locales/dashboard/zh-CN.json"),
  },
  configuration: {
    "en-US": () => import("../locales/configuration/en-US.json"),
    "zh-CN": () => import("../locales/configuration/zh-CN.json"),
  },
  programs: {
    "en-US": () => import("../locales/programs/en-US.json"),
    "zh-CN": () => import("../locales/programs/zh-CN.json"),
  },
  universityProfile: {
    "en-US": () => import("../locales/university-profile/en-US.json"),
    "zh-CN": () => import("../locales/university-profile/zh-CN.json"),
  },
  applications: {
    "en-US": () => import("../locales/applications/en-US.json"),
    "zh-CN": () => import("../locales/applications/zh-CN.json"),
  },
  zoom: {
    "en-US": () => import("../locales/zoom/en-US.json"),
    "zh-CN": () => import("../locales/zoom/zh-CN.json"),
  },
  calendarSync: {
    "en-US": () => import("../locales/calendar-sync/en-US.json"),
    "zh-CN": () => import("../locales/calendar-sync/zh-CN.json"),
  },
  landing: {
    "en-US": () => import("../locales/landing/en-US.json"),
    "zh-CN": () => import("../locales/landing/zh-CN.json"),
  },
  insights: {
    "en-US": () => import("../locales/insights/en-US.json"),
    "zh-CN": () => import("../locales/insights/zh-CN.json"),
  },
  prospects: {
    "en-US": () => import("../locales/prospects/en-US.json"),
    "zh-CN": () => import("../locales/prospects/zh-CN.json"),
  },
  payments: {
    "en-US": () => import("../locales/payments/en-US.json"),
    "zh-CN": () => import("../locales/payments/zh-CN.json"),
  },
};

export type Namespace = keyof typeof BUNDLES;

const wanted = new Set<string>(["translation"]);

const loading = new Map<string, Promise<void>>();

/** Loads one namespace of one locale once (a second caller waits for the same load). */
function loadBundle(ns: string, locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, ns)) return Promise.resolve();
  const loader = BUNDLES[ns]?.[locale];
  if (!loader) return Promise.resolve();
  const key = `${locale}/${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loader()
      .then((bundle) => {
        i18n.addResourceBundle(locale, ns, bundle.default, true, true);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

function applyLocale(locale: Locale): void {
  if (typeof document !== "undefined") document.documentElement.lang = locale;
}

export async function initI18n(locale: Locale = DEFAULT_LOCALE): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      ns: ["translation"],
      defaultNS: "translation",
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await changeLocale(locale);
}

const beforeChange = new Set<(locale: Locale) => Promise<void>>();

/** Work to finish before the interface switches language (the date library's locale: lib/dates.ts). */
export function beforeLocaleChange(hook: (locale: Locale) => Promise<void>): void {
  beforeChange.add(hook);
}

/** The language being switched to, while its bundles load. */
let switchingTo: Locale | undefined;

/**
 * Loads the bundles of every namespace in use and runs the registered preparations, then switches
 * i18next and <html lang>: screens redraw once, with texts and date formats of the new language.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  switchingTo = locale;
  try {
    await Promise.all([...[...wanted].map((ns) => loadBundle(ns, locale)), ...[...beforeChange].map((h) => h(locale))]);
    // A screen that asked for its namespace meanwhile has it loaded in both languages (ensureNamespace).
    await Promise.all([...wanted].map((ns) => loadBundle(ns, locale)));
    await i18n.changeLanguage(locale);
    applyLocale(locale);
  } finally {
    if (switchingTo === locale) switchingTo = undefined;
  }
}

/** Loads an extra namespace for the current locale, and for the one being switched to (and later switches). */
export async function ensureNamespace(ns: Namespace): Promise<void> {
  wanted.add(ns);
  const current = (i18n.language as Locale) || DEFAULT_LOCALE;
  await Promise.all([loadBundle(ns, current), switchingTo ? loadBundle(ns, switchingTo) : undefined]);
}

/** Loads a namespace on first use; true once its texts for the current locale are there. */
export function useNamespace(ns: Namespace): boolean {
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, ns));
  useEffect(() => {
    let alive = true;
    void ensureNamespace(ns).then(() => {
      // A transition: the screen waiting for its texts is then drawn in slices that yield to the browser, not in one
      // task (issue 28).
      if (alive) startTransition(() => setReady(true));
    });
    return () => {
      alive = false;
    };
  }, [ns]);
  return ready;
}

/**
 * A number in the reader's language (Intl.NumberFormat: "20,412"). Translations format their counts themselves
 * (`{{count, number}}`); this is for numbers shown on their own (tab counts, look-up counts).
 */
export function formatNumber(value: number, locale: string = i18n.language || DEFAULT_LOCALE): string {
  return new Intl.NumberFormat(locale).format(value);
}
