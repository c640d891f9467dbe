import { startI18n } from '@edu/shared/i18n';

/**
 * Starts the one i18next instance as a side effect of being imported. Modules that add a
 * namespace at their top (`addTranslations`) need a started instance, and imports are
 * evaluated before a module's own code: so this is imported first, not called in bootstrap.
 */
startI18n();
