import type { FieldOption } from '@edu/shared/forms/fields';
import type { Translate } from '../../i18n';

/**
 * Values of the choice fields. Sent as these stable keys (not as translated text), so staff
 * see the same value whichever language the visitor used.
 */
export const CHOICES = {
  germanLevel: ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'],
  residenceType: ['citizen', 'eu', 'settlement', 'residence', 'other'],
  residenceDuration: ['under1', '1to3', '3to5', 'over5'],
  expectedWorkYears: ['1', '2', '3to5', 'over5'],
} as const;

export type ChoiceField = keyof typeof CHOICES;

export function choiceOptions(t: Translate, field: ChoiceField): FieldOption[] {
  return CHOICES[field].map((value) => ({ value, label: t(`courseRegistration.options.${field}.${value}`) }));
}

export function yesNoOptions(t: Translate): FieldOption[] {
  return [
    { value: 'yes', label: t('courseRegistration.options.yes') },
    { value: 'no', label: t('courseRegistration.options.no') },
  ];
}

export const isChoiceField = (name: string): name is ChoiceField => name in CHOICES;
