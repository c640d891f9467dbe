import useSWR from 'swr';
import { api, type ListResponse, type Localization } from '@edu/shared/api';

export interface FaqLocalization extends Localization {
  question: string;
  answer: string;
}

/** One entry of `GET /api/public/faq`, in display order (sortOrder). */
export interface FaqEntry {
  id: string;
  category: string;
  sortOrder: number;
  localizations: FaqLocalization[];
}

export const FAQ_PATH = '/api/public/faq';

/** SWR key: one list for both languages (every entry carries all its localizations). */
export const faqKey = FAQ_PATH;

export function getFaq(): Promise<ListResponse<FaqEntry>> {
  return api.get<ListResponse<FaqEntry>>(FAQ_PATH);
}

export function useFaq() {
  return useSWR(faqKey, getFaq);
}
