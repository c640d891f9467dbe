import { addTranslations } from '@edu/shared/i18n';
import './start';
import ar from './layout.ar.json';
import de from './layout.de.json';

/** The layout's texts (header, menus, footer, not-found page) live in the `layout` namespace. */
export const LAYOUT_NS = 'layout';

addTranslations(LAYOUT_NS, { ar, de });
