import { createMount } from '@edu/shared/mount';
import { ActivitiesApp } from '../app';

/** `./mount(element, { locale, apiBase, basePath }) => unmount` for pages outside this site. */
export const mount = createMount(ActivitiesApp);
export default mount;
