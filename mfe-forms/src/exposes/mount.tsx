import { createMount } from '@edu/shared/mount';
import { FormsApp } from '../app';

/** `./mount(element, { locale, apiBase, basePath }) => unmount` for pages outside this site. */
export const mount = createMount(FormsApp);
export default mount;
