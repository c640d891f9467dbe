import { ActivitiesApp } from '../app';

/** `./App`: the activities routes, mounted by the shell under its base path. */
export default ActivitiesApp;
