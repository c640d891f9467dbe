import { CareersApp } from '../app';

export { preloadRoute } from '../app';

/** `./App`: the careers routes, mounted by the shell under its base path (preloadRoute: see RemoteRoute). */
export default CareersApp;
