import { Navigate, Route, Routes } from 'react-router-dom';
import { pageForBasePath, type FormsPage } from './config/paths';
import { ContactPage } from './features/contact/components/contact-page';
import { CourseRegistrationPage } from './features/course-registration/components/course-registration-page';
import { RegistrationPage } from './features/registration/components/registration-page';
import { registerTranslations } from './i18n';

const PAGES: Record<FormsPage, () => React.JSX.Element> = {
  contact: ContactPage,
  registration: RegistrationPage,
  courseRegistration: CourseRegistrationPage,
};

/**
 * `./App`: one remote, three entry points. The shell mounts it at /contact, /registration and
 * /course-registration; the base path decides the page. Deeper paths lead back to it.
 */
export function FormsApp({ basePath }: { basePath: string }) {
  registerTranslations();
  const Page = PAGES[pageForBasePath(basePath)];
  return (
    <Routes>
      <Route index element={<Page />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
