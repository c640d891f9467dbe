import { CareersApp } from '../app';

/** `./App`: the careers routes, mounted by the shell under its base path. */
export default CareersApp;
