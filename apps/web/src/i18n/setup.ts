import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import 'dayjs/locale/en';
import { getLocaleCookie, setLocaleCookie } from '../lib/auth.ts';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
/** Namespace of the server's and the contract's English messages, keyed by the message itself. */
export const MESSAGE_NS = 'validation';

type JsonTree = { [key: string]: string | JsonTree };

const files = import.meta.glob<JsonTree>('./*/*.json', { eager: true, import: 'default' });

function resourcesFor(language: Language) {
  const translation: JsonTree = {};
  let messages: JsonTree = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lang, file] = path.match(/^\.\/([a-z]+)\/([a-z-]+)\.json$/) ?? [];
    if (lang !== language) continue;
    if (file === MESSAGE_NS) messages = content;
    else Object.assign(translation, content);
  }
  return { translation, [MESSAGE_NS]: messages };
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const cookieLanguage = getLocaleCookie();
const initialLanguage: Language = isLanguage(cookieLanguage) ? cookieLanguage : DEFAULT_LANGUAGE;

void i18n.use(initReactI18next).init({
  resources: { vi: resourcesFor('vi'), en: resourcesFor('en') },
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  defaultNS: 'translation',
  ns: ['translation', MESSAGE_NS],
  interpolation: { escapeValue: false },
  returnNull: false,
});

function applyLanguage(language: string) {
  dayjs.locale(language === 'vi' ? 'vi' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyLanguage(initialLanguage);
i18n.on('languageChanged', applyLanguage);

/** Switches the language and keeps it in the locale cookie for 365 days. */
export async function changeLanguage(language: Language): Promise<void> {
  setLocaleCookie(language);
  await i18n.changeLanguage(language);
}

/** Translates an English message from the server or the contract; unknown ones are shown as they are. */
export function translateMessage(message: string | null | undefined): string {
  if (!message) return '';
  return i18n.t(message, { ns: MESSAGE_NS, keySeparator: false, nsSeparator: false, defaultValue: message });
}

export default i18n;
