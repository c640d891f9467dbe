// @ts-check
/**
 * A remote's preview renderer is built with this as its public path (render-config.mjs); each
 * preview replaces it with the remote's URL (shared/src/render), where its images live.
 */
export const PREVIEW_PUBLIC_PATH = 'remote-public-path:/';
