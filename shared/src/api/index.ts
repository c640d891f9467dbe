export { api, apiUrl, type ListResponse, type Query, type ProgressListener } from './client';
export { ApiError, errorText, requireParam, statusMessage, submitErrorMessages, type ApiErrorBody } from './errors';
export { imageUrl } from './image-url';
export type { Localization, Localized } from './types';
