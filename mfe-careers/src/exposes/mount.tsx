import { createMount } from '@edu/shared/mount';
import { CareersApp } from '../app';

/** `./mount(element, { locale, apiBase, basePath }) => unmount` for pages outside this site. */
export const mount = createMount(CareersApp);
export default mount;
