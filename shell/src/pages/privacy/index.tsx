import { addPageTexts } from '../../i18n/pages';
import { LegalDocument } from '../imprint/legal-document';
import ar from './privacy.ar.json';
import de from './privacy.de.json';

// The long legal texts ship with this page only, not with the home page.
addPageTexts({ ar, de });

/** Privacy policy (Datenschutz): the GDPR information for visitors of this site. */
export default function PrivacyPage() {
  return <LegalDocument page="privacy" withContents />;
}
