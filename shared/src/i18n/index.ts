export { i18n, startI18n, addTranslations } from './instance';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  currentLanguage,
  directionOf,
  initLanguage,
  isLanguage,
  useLanguage,
  useLanguageStore,
  type Language,
} from './language';
