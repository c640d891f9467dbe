import { FormsApp } from '../app';

/** `./App`: the form pages, mounted by the shell under their base paths. */
export default FormsApp;
