import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocaleCookie, setLocaleCookie } from '../lib/auth.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
import { matchTemplate } from './message-template.ts';
import { FIRST_AREAS, ROUTE_AREAS, ROUTE_TEXT_FILES, routeTextFiles } from './route-areas.ts';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';
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
// the route areas' menu labels (`<area>.menu`) of each language, gathered at build time (vite.config.ts)
const menuLabels: Record<Language, () => Promise<{ default: JsonTree }>> = {
  vi: () => import('virtual:menu-labels/vi'),
  en: () => import('virtual:menu-labels/en'),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

const loaded = new Set<string>();

/** The route areas whose screens were opened: a language switch loads their texts too. */
const wantedAreas = new Set<string>();

/** `i18n.addResourceBundle` with the resource store's last parameter, which i18next's types leave out (`silent`: no 'added' event). */
function addBundle(language: Language, ns: string, content: JsonTree, options: { silent: boolean }) {
  const add = i18n.addResourceBundle as (
    ...args: [...Parameters<typeof i18n.addResourceBundle>, typeof options]
  ) => void;
  add(language, ns, content, true, true, options);
}

async function loadMenuLabels(language: Language): Promise<JsonTree | undefined> {
  if (loaded.has(`menu-labels/${language}`)) return undefined;
  return (await menuLabels[language]()).default;
}

function addMenuLabels(language: Language, labels: JsonTree) {
  const key = `menu-labels/${language}`;
  if (loaded.has(key)) return;
  loaded.add(key);
  addBundle(language, 'translation', labels, { silent: false });
}

/**
 * Loads the language's files of `areas` (the named files for `{ areas }`) that are not loaded yet,
 * then adds them all at once: an added file re-renders every translated component on screen
 * (`bindI18nStore: 'added'`), so one synchronous batch is one render, not one per file (the
 * command palette's 25 files re-rendered /products 25 times: 32 s before it opened). A route
 * area's files are added silently: no component on screen reads them, their screens and the
 * palette render once they are in.
 */
async function loadLanguage(language: Language, areas: 'first' | 'all' | 'messages' | { areas: readonly string[] }) {
  const wanted = Object.entries(files).flatMap(([path, load]) => {
    const [, lang, area] = path.match(/^\.\/([a-z]+)\/([a-z-]+)\.json$/) ?? [];
    if (lang !== language || loaded.has(path)) return [];
    if (typeof areas === 'object') {
      if (!areas.areas.includes(area)) return [];
    } else {
      if (areas === 'first' && !FIRST_AREAS.includes(area)) return [];
      if ((areas === 'messages') !== (area === MESSAGES_FILE)) return [];
      if (ROUTE_TEXT_FILES.has(area) && !wantedAreas.has(area)) return [];
    }
    return [{ path, area, load }];
  });
  const [labels, contents] = await Promise.all([
    areas === 'all' ? loadMenuLabels(language) : undefined,
    Promise.all(wanted.map(({ load }) => load())),
  ]);
  if (labels) addMenuLabels(language, labels);
  wanted.forEach(({ path, area }, i) => {
    if (loaded.has(path)) return;
    loaded.add(path);
    const ns = MESSAGE_FILES.includes(area) ? MESSAGE_NS : 'translation';
    addBundle(language, ns, contents[i]!, { silent: typeof areas === 'object' });
  });
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
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

/** Every route area's texts: the command palette names every screen, by its title too. */
export function loadEveryAreaTexts(): Promise<void> {
  return loadAreaFiles(ROUTE_AREAS.flatMap(routeTextFiles));
}

/** Loads a route area's texts (ROUTE_AREAS): its screens' routes await it. */
export function loadAreaTexts(area: string): Promise<void> {
  return loadAreaFiles(routeTextFiles(area));
}

async function loadAreaFiles(files: readonly string[]): Promise<void> {
  for (const file of files) wantedAreas.add(file);
  await initI18n();
  await loadLanguage(currentLanguage(), { areas: files });
}

/**
 * Loads every area's texts of the current language (messages and route areas aside, but the route
 * areas' menu labels); the default layout route awaits it.
 */
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
