import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocaleCookie, setLocaleCookie } from '../lib/auth.ts';
import { matchTemplate } from './message-template.ts';
import { ROUTE_TEXT_FILES, routeTextFiles } from './route-areas.ts';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
/**
 * Namespace of the server's and the contract's English messages, keyed by the message itself: the
 * sign-in screens' ones in validation.json (loaded first), every other one in messages.json (loaded
 * on the first message to translate, see `loadMessages`).
 */
export const MESSAGE_NS = 'validation';
const MESSAGES_FILE = 'messages';
const MESSAGE_FILES = [MESSAGE_NS, MESSAGES_FILE];

type JsonTree = { [key: string]: string | JsonTree };

// only the interface language is loaded up front, the other one when the user switches to it;
// the sign-in screens' areas come first, the rest with the default layout (vite.config.ts groups them)
const files = import.meta.glob<JsonTree>('./*/*.json', { import: 'default' });
export const FIRST_AREAS = ['common', 'auth', 'errors', 'layout', MESSAGE_NS];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const loaded = new Set<string>();

/** The route areas whose screens were opened: a language switch loads their texts too. */
const wantedAreas = new Set<string>();

async function loadLanguage(language: Language, areas: 'first' | 'all' | 'messages' | { area: string }) {
  await Promise.all(
    Object.entries(files).map(async ([path, load]) => {
      const [, lang, area] = path.match(/^\.\/([a-z]+)\/([a-z-]+)\.json$/) ?? [];
      if (lang !== language || loaded.has(path)) return;
      if (typeof areas === 'object') {
        if (area !== areas.area) return;
      } else {
        if (areas === 'first' && !FIRST_AREAS.includes(area)) return;
        if ((areas === 'messages') !== (area === MESSAGES_FILE)) return;
        if (ROUTE_TEXT_FILES.has(area) && !wantedAreas.has(area)) return;
      }
      const content = await load();
      loaded.add(path);
      i18n.addResourceBundle(language, MESSAGE_FILES.includes(area) ? MESSAGE_NS : 'translation', content, true, true);
    }),
  );
}

const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
let messagesWanted = false;

/**
 * Loads the Vietnamese (or English) texts of the server's and the contract's messages, the biggest
 * translation file, which a screen needs only once something goes wrong: the API client awaits it
 * before it reports an error answer, and `translateMessage` starts it (what it shows then is
 * translated again when the file arrives). It never fails: without it a message shows in English.
 */
export function loadMessages(language: Language = currentLanguage()): Promise<void> {
  messagesWanted = true;
  return loadLanguage(language, 'messages').catch((error: unknown) => console.warn('messages not loaded', error));
}

/** Loads a route area's texts (ROUTE_AREAS): its screens' routes await it. */
export async function loadAreaTexts(area: string): Promise<void> {
  const files = routeTextFiles(area);
  for (const file of files) wantedAreas.add(file);
  await initI18n();
  await Promise.all(files.map((file) => loadLanguage(currentLanguage(), { area: file })));
}

/** Loads every area's texts of the current language (messages and route areas aside); the default layout route awaits it. */
export async function loadAllTranslations(): Promise<void> {
  await initI18n();
  await loadLanguage(currentLanguage(), 'all');
}

const cookieLanguage = getLocaleCookie();
const initialLanguage: Language = isLanguage(cookieLanguage) ? cookieLanguage : DEFAULT_LANGUAGE;

let ready: Promise<void> | null = null;

/** Starts i18next with the interface language's texts (once); main.tsx awaits it before the first render. */
export function initI18n(): Promise<void> {
  ready ??= (async () => {
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: initialLanguage,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      defaultNS: 'translation',
      ns: ['translation', MESSAGE_NS],
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // a file loaded after the first render (messages.json) re-renders what it translates
      react: { bindI18nStore: 'added' },
      returnNull: false,
      showSupportNotice: false,
    });
    await loadLanguage(initialLanguage, 'first');
    document.documentElement.lang = initialLanguage;
  })();
  return ready;
}

/** Switches the language and keeps it in the locale cookie for 365 days. */
export async function changeLanguage(language: Language): Promise<void> {
  setLocaleCookie(language);
  await Promise.all([loadLanguage(language, 'all'), messagesWanted ? loadMessages(language) : undefined]);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Translates an English message from the server or the contract, also one built from variable parts
 * (message-template.ts); unknown ones are shown as they are.
 */
export function translateMessage(message: string | null | undefined): string {
  if (!message) return '';
  if (!messagesWanted) void loadMessages();
  const options = { ns: MESSAGE_NS, keySeparator: false, nsSeparator: false } as const;
  if (i18n.exists(message, options)) return i18n.t(message, options);
  const bundle = (i18n.getResourceBundle(i18n.resolvedLanguage ?? i18n.language, MESSAGE_NS) ?? {}) as Record<
    string,
    string
  >;
  const template = matchTemplate(Object.keys(bundle), message);
  if (!template) return message;
  // a part that is itself a known text (a field's label such as "Title") is translated too
  const values = Object.fromEntries(
    Object.entries(template.values).map(([name, value]) => [name, bundle[value] ?? value]),
  );
  return i18n.t(template.key, { ...options, ...values });
}

export default i18n;
