/** Localized records of the API: one entry per locale (ar, de, sometimes en). */
export interface Localization {
  locale: string;
}

export type Localized<T extends object> = Localization & Partial<T>;
