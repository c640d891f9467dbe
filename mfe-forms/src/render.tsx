// The server-side preview of the forms pages (Node, built by rspack.render.config.ts).
import { createPreviewRenderer } from '@edu/shared/render';
import { FormsApp } from './app';
import { pageForBasePath } from './config/paths';

// The pages read nothing from the API. The course registration is left out: it brings back a
// draft from the visitor's tab (sessionStorage), which a server cannot know.
export const renderPreview = createPreviewRenderer(FormsApp, (relativePath, _search, basePath) =>
  relativePath === '' && pageForBasePath(basePath) !== 'courseRegistration' ? [] : undefined,
);
