// The server-side preview of the careers pages (Node, built by rspack.render.config.ts).
import { JSDOM } from 'jsdom';
import { createPreviewRenderer } from '@edu/shared/render';
import { CareersApp } from './app';
import type { ListResponse } from '@edu/shared/api';
import { i18n } from '@edu/shared/i18n';
import { findOpenJob, getOpenJobs, openJobsKey } from './features/jobs/api/get-open-jobs';
import { jobTitle } from './features/jobs/lib/job-format';
import type { Job } from './types/job';
import { sanitizeWithWindow } from './features/jobs/lib/sanitize-html';

// Job descriptions are sanitised by the same DOMPurify as in the browser, on a DOM of jsdom's.
sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);

// The list and every job page read the same open-jobs request; the filters apply to it in the page.
export const renderPreview = createPreviewRenderer(
  CareersApp,
  () => [{ key: openJobsKey, load: getOpenJobs }],
  // A job page's tab title, as the page sets it (useDocumentTitle): the job's title.
  (relativePath, [list], language) => {
    const job = findOpenJob(list as ListResponse<Job>, relativePath.slice(1));
    return job ? i18n.getFixedT(language, 'careers')('job.documentTitle', { title: jobTitle(job, language) }) : undefined;
  },
);
