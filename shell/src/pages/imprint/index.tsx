import { addPageTexts } from '../../i18n/pages';
import ar from './imprint.ar.json';
import de from './imprint.de.json';
import { LegalDocument } from './legal-document';

// The long legal texts ship with this page only, not with the home page.
addPageTexts({ ar, de });

/** Imprint (Impressum): the provider identification and notices a German site needs. */
export default function ImprintPage() {
  return <LegalDocument page="imprint" />;
}
