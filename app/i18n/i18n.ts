import { NAMESPACES, type Language } from "./languages";

// The site's translation engine, a few dozen lines in place of i18next (docs/decisions/0017):
// nested keys, {{value}} interpolation, plurals by the language's rules, a namespace per file.
// The prerender and the browser use the same code, so hydration sees the same text.

export type Namespace = (typeof NAMESPACES)[number];
/** One namespace's file: nested objects of strings. */
type Texts = { [key: string]: string | Texts };
export type Resources = Partial<Record<Language, Partial<Record<Namespace, Texts>>>>;

/** `count` picks the plural form (key_one, key_other…) and, like every other value, fills {{count}}. */
type TOptions = { ns?: Namespace; count?: number; [value: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

/** One language's namespaces, as the browser fetches them in one file. */
export type LanguageTexts = Partial<Record<Namespace, Texts>>;
/** Fetches one language's namespaces; rejects, saying why, when they cannot be had. */
export type LoadLanguage = (lng: Language) => Promise<LanguageTexts>;

type Listener = () => void;

export type I18n = {
  /** The language the texts are in. */
  readonly resolvedLanguage: Language;
  readonly store: { readonly data: Resources };
  /** A translation function for a language and a default namespace. */
  getFixedT: (lng: Language, ns?: Namespace) => TFunction;
  t: TFunction;
  /** Fetches a language's namespaces, unless they are in already. */
  loadLanguages: (lng: Language) => Promise<void>;
  /** Fetches the language if need be, then switches to it and tells the subscribers; rejects, and stays, when it cannot be had. */
  changeLanguage: (lng: Language) => Promise<void>;
  subscribe: (listener: Listener) => () => void;
};

const DEFAULT_NS: Namespace = "common";
const INTERPOLATION = /\{\{\s*([\w.]+)\s*\}\}/g;
const pluralRules = new Map<Language, Intl.PluralRules>();

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

function translate(data: Resources, lng: Language, fallbackNs: Namespace, key: string, options: TOptions = {}): string {
  const separator = key.indexOf(":");
  const prefix = key.slice(0, separator) as Namespace;
  const [ns, path] = separator > 0 && NAMESPACES.includes(prefix) ? [prefix, key.slice(separator + 1)] : [options.ns ?? fallbackNs, key];
  const texts = data[lng]?.[ns];
  const { count } = options;
  let text: string | undefined;
  if (typeof count === "number") {
    if (!pluralRules.has(lng)) pluralRules.set(lng, new Intl.PluralRules(lng));
    text = (count === 0 ? lookup(texts, `${path}_zero`) : undefined) ?? lookup(texts, `${path}_${pluralRules.get(lng)!.select(count)}`);
  }
  text ??= lookup(texts, path);
  // A missing text shows its key, as i18next did.
  return text === undefined ? path : interpolate(text, options);
}

/** Fills a text's {{name}} placeholders; one whose value is not given stays as written. */
function interpolate(text: string, values: Record<string, unknown>): string {
  return text.replace(INTERPOLATION, (written, name: string) => (name in values ? String(values[name]) : written));
}

/**
 * An instance in `lng`. `resources` are the texts at hand (the prerender has them all); `load`
 * fetches what is missing (the browser), for a change of language.
 */
export function createI18n({ lng, resources = {}, load }: { lng: Language; resources?: Resources; load?: LoadLanguage }): I18n {
  const data: Resources = { ...resources };
  const listeners = new Set<Listener>();
  const pending = new Map<Language, Promise<void>>();
  let language = lng;

  const loadLanguages = (target: Language): Promise<void> => {
    if (!load || NAMESPACES.every((ns) => data[target]?.[ns])) return Promise.resolve();
    let loading = pending.get(target);
    if (!loading) {
      loading = load(target).then(
        (texts) => {
          // A namespace the file lacks shows its keys, and is not asked for again.
          data[target] = Object.fromEntries(NAMESPACES.map((ns) => [ns, texts[ns] ?? {}]));
        },
        (error: unknown) => {
          // Not kept: a later switch to this language asks again.
          pending.delete(target);
          throw error;
        },
      );
      pending.set(target, loading);
    }
    return loading;
  };

  const i18n: I18n = {
    get resolvedLanguage() {
      return language;
    },
    store: { data },
    getFixedT: (target, ns = DEFAULT_NS) => (key, options) => translate(data, target, ns, key, options),
    t: (key, options) => translate(data, language, DEFAULT_NS, key, options),
    loadLanguages,
    async changeLanguage(target) {
      await loadLanguages(target);
      if (target === language) return;
      language = target;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return i18n;
}
