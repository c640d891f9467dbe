export const PREVIEW_PUBLIC_PATH: string;
