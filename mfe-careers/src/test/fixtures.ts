import type { Job, JobQuestion } from '../types/job';

const names = (de: string, ar: string) => [
  { locale: 'ar', name: ar },
  { locale: 'de', name: de },
];

let counter = 0;
/** A UUID-shaped id, unique within a test run. */
export function uuid(prefix = 'a'): string {
  counter += 1;
  const hex = `${prefix}${counter.toString(16)}`.padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${hex}`;
}

export function question(overrides: Partial<JobQuestion> & Pick<JobQuestion, 'questionType'>, de: string, ar = de): JobQuestion {
  return { id: uuid('b'), isRequired: true, localizations: names(de, ar), choices: [], ...overrides };
}

export function choice(de: string, ar = de) {
  return { id: uuid('c'), localizations: names(de, ar) };
}

/** One question of every type, each required unless said otherwise. */
export function everyTypeQuestions(required = true): JobQuestion[] {
  return [
    question({ questionType: 'select', isRequired: required, choices: [choice('B1'), choice('C1')] }, 'Deutschkenntnisse', 'مستوى الألمانية'),
    question({ questionType: 'radio', isRequired: required, choices: [choice('Ja'), choice('Nein')] }, 'Lehrerfahrung', 'خبرة تدريس'),
    question(
      { questionType: 'checkbox', isRequired: required, choices: [choice('Vormittag'), choice('Nachmittag'), choice('Abend')] },
      'Verfügbarkeit',
      'أوقات التوفر',
    ),
    question({ questionType: 'textarea', isRequired: required }, 'Motivation', 'الدافع'),
    question({ questionType: 'number', isRequired: required }, 'Berufsjahre', 'سنوات الخبرة'),
    question({ questionType: 'text', isRequired: required }, 'Lieblingsfach', 'المادة المفضلة'),
  ];
}

export function job(overrides: Partial<Job> = {}): Job {
  return {
    id: uuid('d'),
    localizations: [
      {
        locale: 'de',
        title: 'Mathematiklehrer (m/w/d)',
        description: '<p>Wir suchen eine <strong>engagierte</strong> Lehrkraft für Mathematik an unserer Schule in Berlin-Neukölln.</p>',
        keyRequirements: ['Lehramtsstudium Mathematik'],
        benefits: ['Kleines Team'],
      },
      {
        locale: 'ar',
        title: 'معلم رياضيات',
        description: '<p>نبحث عن معلم رياضيات متحمس للانضمام إلى مدرستنا في برلين.</p>',
        keyRequirements: ['شهادة في تدريس الرياضيات'],
        benefits: ['فريق صغير'],
      },
    ],
    salaryFrom: 45000,
    salaryTo: 55000,
    createdAt: '2025-03-14T09:30:00.000Z',
    image: null,
    isActive: true,
    systemId: null,
    department: 'Schule',
    employmentType: 'FULL_TIME',
    location: 'Berlin-Neukölln',
    questions: [],
    ...overrides,
  };
}
