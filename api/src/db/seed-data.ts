/**
 * Seed content: real, bilingual (ar + de, en for jobs) texts so a fresh start shows a real site.
 * Image paths are relative; the site prefixes them with the API host (served from api/static).
 */
export const SCHOOL_SYSTEM_ID = '5b1f7a7e-3c2d-4e8f-9a6b-1c2d3e4f5a01';
export const INSTITUTE_SYSTEM_ID = '5b1f7a7e-3c2d-4e8f-9a6b-1c2d3e4f5a02';

type L3 = { ar: string; de: string; en: string };
type L2 = { ar: string; de: string };

export interface SeedQuestion {
  type: 'checkbox' | 'select' | 'radio' | 'textarea' | 'number' | 'text';
  required: boolean;
  name: L3;
  choices?: L3[];
}
export interface SeedJob {
  slug: string;
  title: L3;
  description: L3;
  keyRequirements: { ar: string[]; de: string[]; en: string[] };
  benefits: { ar: string[]; de: string[]; en: string[] };
  salaryFrom: number;
  salaryTo: number;
  image: string;
  isActive: boolean;
  systemId: string | null;
  department: string;
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'MINI_JOB' | 'INTERNSHIP';
  location: string;
  postedDaysAgo: number;
  questions: SeedQuestion[];
}

const yesNo: L3[] = [
  { ar: 'نعم', de: 'Ja', en: 'Yes' },
  { ar: 'لا', de: 'Nein', en: 'No' },
];
const startDate: SeedQuestion = {
  type: 'select',
  required: true,
  name: { ar: 'متى يمكنك البدء؟', de: 'Wann können Sie anfangen?', en: 'When can you start?' },
  choices: [
    { ar: 'فورًا', de: 'Sofort', en: 'Immediately' },
    { ar: 'خلال شهر', de: 'Innerhalb eines Monats', en: 'Within a month' },
    { ar: 'خلال ثلاثة أشهر', de: 'Innerhalb von drei Monaten', en: 'Within three months' },
  ],
};
const experienceYears: SeedQuestion = {
  type: 'number',
  required: true,
  name: { ar: 'كم سنة من الخبرة التدريسية لديك؟', de: 'Wie viele Jahre Unterrichtserfahrung haben Sie?', en: 'How many years of teaching experience do you have?' },
};
const motivation: SeedQuestion = {
  type: 'textarea',
  required: false,
  name: { ar: 'لماذا ترغب في العمل معنا؟', de: 'Warum möchten Sie bei uns arbeiten?', en: 'Why would you like to work with us?' },
};

export const JOBS: SeedJob[] = [
  {
    slug: 'english-teacher',
    title: { ar: 'معلم/ة لغة إنجليزية', de: 'Lehrkraft für Englisch (m/w/d)', en: 'English Teacher (m/f/d)' },
    description: {
      ar: '<p>نبحث عن معلم أو معلمة لغة إنجليزية شغوف لتدريس الصفوف من الخامس حتى العاشر في مدرستنا في برلين.</p><ul><li>تخطيط دروس حديثة وتفاعلية</li><li>متابعة تقدم الطلاب والتواصل مع الأهالي</li><li>المشاركة في الأنشطة المدرسية والرحلات</li></ul>',
      de: '<p>Wir suchen eine engagierte Lehrkraft für Englisch, die die Klassen 5 bis 10 an unserer Schule in Berlin unterrichtet.</p><ul><li>Planung moderner, lebendiger Unterrichtsstunden</li><li>Begleitung der Lernfortschritte und Austausch mit den Eltern</li><li>Mitwirkung an Schulprojekten und Ausflügen</li></ul>',
      en: '<p>We are looking for a dedicated English teacher for grades 5 to 10 at our school in Berlin.</p><ul><li>Plan modern, engaging lessons</li><li>Follow students’ progress and keep in touch with parents</li><li>Take part in school projects and trips</li></ul>',
    },
    keyRequirements: {
      ar: ['شهادة جامعية في اللغة الإنجليزية أو التربية', 'مستوى C1 في الإنجليزية على الأقل', 'معرفة جيدة باللغة الألمانية'],
      de: ['Lehramtsstudium oder Studium der Anglistik', 'Englisch mindestens auf C1-Niveau', 'Gute Deutschkenntnisse'],
      en: ['Degree in English or education', 'English at C1 level or higher', 'Good command of German'],
    },
    benefits: {
      ar: ['فريق متعدد الثقافات', 'تدريب مستمر', 'تذكرة مواصلات مدعومة'],
      de: ['Multikulturelles Team', 'Regelmäßige Fortbildungen', 'Bezuschusstes Deutschlandticket'],
      en: ['Multicultural team', 'Regular training', 'Subsidised public transport ticket'],
    },
    salaryFrom: 46000,
    salaryTo: 58000,
    image: '/static/jobs/english-teacher.svg',
    isActive: true,
    systemId: SCHOOL_SYSTEM_ID,
    department: 'Schule',
    employmentType: 'FULL_TIME',
    location: 'Berlin-Neukölln',
    postedDaysAgo: 3,
    questions: [
      experienceYears,
      {
        type: 'radio',
        required: true,
        name: { ar: 'هل لديك ترخيص تدريس معترف به في ألمانيا؟', de: 'Haben Sie eine in Deutschland anerkannte Lehrbefähigung?', en: 'Do you hold a teaching qualification recognised in Germany?' },
        choices: yesNo,
      },
      {
        type: 'checkbox',
        required: false,
        name: { ar: 'ما المراحل التي درّستها؟', de: 'In welchen Stufen haben Sie bereits unterrichtet?', en: 'Which levels have you taught?' },
        choices: [
          { ar: 'المرحلة الابتدائية', de: 'Grundschule', en: 'Primary school' },
          { ar: 'المرحلة المتوسطة', de: 'Sekundarstufe I', en: 'Lower secondary' },
          { ar: 'المرحلة الثانوية', de: 'Sekundarstufe II', en: 'Upper secondary' },
          { ar: 'تعليم الكبار', de: 'Erwachsenenbildung', en: 'Adult education' },
        ],
      },
      startDate,
      {
        type: 'text',
        required: false,
        name: { ar: 'رابط ملفك المهني (اختياري)', de: 'Link zu Ihrem Berufsprofil (optional)', en: 'Link to your professional profile (optional)' },
      },
      motivation,
    ],
  },
  {
    slug: 'arabic-teacher',
    title: { ar: 'معلم/ة لغة عربية', de: 'Lehrkraft für Arabisch (m/w/d)', en: 'Arabic Teacher (m/f/d)' },
    description: {
      ar: '<p>ندعو معلمي ومعلمات اللغة العربية للانضمام إلى فريقنا لتدريس الأطفال واليافعين العربية كلغة أم وكلغة ثانية.</p><ul><li>دروس صباحية وحصص نهاية الأسبوع</li><li>مواد تعليمية من دار النشر التابعة لنا</li><li>مجموعات صغيرة لا تتجاوز 15 طالبًا</li></ul>',
      de: '<p>Wir laden Arabischlehrkräfte ein, in unserem Team Kinder und Jugendliche in Arabisch als Herkunfts- und Fremdsprache zu unterrichten.</p><ul><li>Unterricht am Vormittag und am Wochenende</li><li>Lehrmaterial aus unserem eigenen Verlag</li><li>Kleine Gruppen mit höchstens 15 Lernenden</li></ul>',
      en: '<p>We invite Arabic teachers to join our team and teach children and teenagers Arabic as a heritage and foreign language.</p><ul><li>Morning and weekend lessons</li><li>Teaching material from our own publishing house</li><li>Small groups of up to 15 learners</li></ul>',
    },
    keyRequirements: {
      ar: ['شهادة في اللغة العربية أو التربية', 'خبرة في تدريس الأطفال', 'لغة ألمانية بمستوى B1 على الأقل'],
      de: ['Abschluss in Arabistik oder Pädagogik', 'Erfahrung im Unterricht mit Kindern', 'Deutschkenntnisse mindestens B1'],
      en: ['Degree in Arabic or education', 'Experience teaching children', 'German at B1 level or higher'],
    },
    benefits: {
      ar: ['ساعات عمل مرنة', 'بيئة عمل ودية', 'خصم على كتب دار النشر'],
      de: ['Flexible Arbeitszeiten', 'Freundliches Arbeitsumfeld', 'Rabatt auf Bücher unseres Verlags'],
      en: ['Flexible hours', 'Friendly workplace', 'Discount on our publisher’s books'],
    },
    salaryFrom: 42000,
    salaryTo: 52000,
    image: '/static/jobs/arabic-teacher.svg',
    isActive: true,
    systemId: SCHOOL_SYSTEM_ID,
    department: 'Schule',
    employmentType: 'PART_TIME',
    location: 'Berlin-Wedding',
    postedDaysAgo: 6,
    questions: [
      experienceYears,
      {
        type: 'select',
        required: true,
        name: { ar: 'ما مستوى لغتك الألمانية؟', de: 'Wie gut sprechen Sie Deutsch?', en: 'What is your level of German?' },
        choices: [
          { ar: 'B1', de: 'B1', en: 'B1' },
          { ar: 'B2', de: 'B2', en: 'B2' },
          { ar: 'C1', de: 'C1', en: 'C1' },
          { ar: 'C2 / لغة أم', de: 'C2 / Muttersprache', en: 'C2 / native' },
        ],
      },
      {
        type: 'checkbox',
        required: true,
        name: { ar: 'في أي أيام يمكنك التدريس؟', de: 'An welchen Tagen können Sie unterrichten?', en: 'On which days can you teach?' },
        choices: [
          { ar: 'من الإثنين إلى الجمعة', de: 'Montag bis Freitag', en: 'Monday to Friday' },
          { ar: 'السبت', de: 'Samstag', en: 'Saturday' },
          { ar: 'الأحد', de: 'Sonntag', en: 'Sunday' },
        ],
      },
      motivation,
    ],
  },
  {
    slug: 'mathematics-teacher',
    title: { ar: 'معلم/ة رياضيات', de: 'Lehrkraft für Mathematik (m/w/d)', en: 'Mathematics Teacher (m/f/d)' },
    description: {
      ar: '<p>هل تحب الأرقام وتستطيع أن تنقل هذا الحب إلى طلابك؟ نبحث عن معلم أو معلمة رياضيات للمرحلتين المتوسطة والثانوية.</p><ul><li>تدريس وفق المنهج البرليني</li><li>التحضير لامتحانات MSA والثانوية العامة</li><li>دعم الطلاب في مجموعات تقوية</li></ul>',
      de: '<p>Sie lieben Zahlen und können diese Begeisterung weitergeben? Wir suchen eine Mathematiklehrkraft für die Sekundarstufen I und II.</p><ul><li>Unterricht nach dem Berliner Rahmenlehrplan</li><li>Vorbereitung auf MSA und Abitur</li><li>Förderung in kleinen Lerngruppen</li></ul>',
      en: '<p>You love numbers and can pass that enthusiasm on? We are looking for a mathematics teacher for lower and upper secondary levels.</p><ul><li>Teaching to the Berlin curriculum</li><li>Preparation for MSA and Abitur exams</li><li>Support in small study groups</li></ul>',
    },
    keyRequirements: {
      ar: ['دراسة جامعية في الرياضيات أو مجال قريب', 'خبرة تدريسية لا تقل عن سنتين', 'مهارات تواصل ممتازة'],
      de: ['Studium der Mathematik oder eines verwandten Fachs', 'Mindestens zwei Jahre Unterrichtserfahrung', 'Sehr gute Kommunikationsfähigkeit'],
      en: ['Degree in mathematics or a related field', 'At least two years of teaching experience', 'Excellent communication skills'],
    },
    benefits: {
      ar: ['عقد دائم', 'أجهزة حديثة في الفصول', 'ثلاثون يوم إجازة'],
      de: ['Unbefristeter Vertrag', 'Moderne Ausstattung in den Klassenräumen', '30 Tage Urlaub'],
      en: ['Permanent contract', 'Modern classroom equipment', '30 days of holiday'],
    },
    salaryFrom: 48000,
    salaryTo: 60000,
    image: '/static/jobs/mathematics-teacher.svg',
    isActive: true,
    systemId: null,
    department: 'Schule',
    employmentType: 'FULL_TIME',
    location: 'Berlin-Moabit',
    postedDaysAgo: 10,
    questions: [
      experienceYears,
      {
        type: 'radio',
        required: true,
        name: { ar: 'هل يمكنك التدريس في المرحلة الثانوية العليا؟', de: 'Können Sie in der Oberstufe unterrichten?', en: 'Can you teach upper secondary classes?' },
        choices: yesNo,
      },
      {
        type: 'text',
        required: true,
        name: { ar: 'ما المادة الثانية التي يمكنك تدريسها؟', de: 'Welches Zweitfach unterrichten Sie?', en: 'What second subject do you teach?' },
      },
      startDate,
    ],
  },
  {
    slug: 'educator',
    title: { ar: 'مربٍّ/مربية في الرعاية النهارية', de: 'Erzieher:in im Ganztag (m/w/d)', en: 'Educator for after-school care (m/f/d)' },
    description: {
      ar: '<p>ترافق الأطفال بعد انتهاء الدوام المدرسي: واجبات منزلية، لعب، حرف يدوية ونزهات في الحي. نقدر الصبر والمرح والاهتمام بكل طفل.</p>',
      de: '<p>Sie begleiten Kinder nach dem Unterricht: Hausaufgaben, Spiel, Basteln und Ausflüge im Kiez. Wir schätzen Geduld, Humor und einen aufmerksamen Blick für jedes Kind.</p>',
      en: '<p>You accompany children after lessons: homework, play, crafts and outings in the neighbourhood. We value patience, humour and attention to every child.</p>',
    },
    keyRequirements: {
      ar: ['تأهيل معترف به كمربٍّ أو ما يعادله', 'خبرة مع الأطفال من 6 إلى 12 سنة'],
      de: ['Staatlich anerkannte:r Erzieher:in oder gleichwertige Qualifikation', 'Erfahrung mit Kindern von 6 bis 12 Jahren'],
      en: ['State-recognised educator or equivalent', 'Experience with children aged 6 to 12'],
    },
    benefits: {
      ar: ['فريق داعم', 'ساعات عمل منتظمة'],
      de: ['Unterstützendes Team', 'Verlässliche Arbeitszeiten'],
      en: ['Supportive team', 'Reliable working hours'],
    },
    salaryFrom: 38000,
    salaryTo: 45000,
    image: '/static/jobs/educator.svg',
    isActive: true,
    systemId: null,
    department: 'Ganztag',
    employmentType: 'PART_TIME',
    location: 'Berlin-Kreuzberg',
    postedDaysAgo: 14,
    questions: [],
  },
  {
    slug: 'bookshop-assistant',
    title: { ar: 'مساعد/ة في متجر الكتب', de: 'Aushilfe in der Buchhandlung (m/w/d)', en: 'Bookshop Assistant (m/f/d)' },
    description: {
      ar: '<p>تدعم فريق متجر الكتب التابع لدار النشر: تقديم المشورة للزبائن، ترتيب الرفوف، تجهيز الطلبات الإلكترونية ومساعدتنا في الأمسيات الأدبية.</p>',
      de: '<p>Sie unterstützen das Team der Verlagsbuchhandlung: Kundenberatung, Regalpflege, Versand der Online-Bestellungen und Hilfe bei unseren Leseabenden.</p>',
      en: '<p>You support the team of our publisher’s bookshop: advising customers, keeping shelves tidy, packing online orders and helping at our reading evenings.</p>',
    },
    keyRequirements: {
      ar: ['حب القراءة', 'العربية والألمانية', 'موثوقية وود في التعامل'],
      de: ['Freude am Lesen', 'Arabisch und Deutsch', 'Zuverlässig und freundlich'],
      en: ['Love of reading', 'Arabic and German', 'Reliable and friendly'],
    },
    benefits: {
      ar: ['خصم 30٪ على الكتب', 'ساعات مرنة تناسب الطلاب'],
      de: ['30 % Rabatt auf Bücher', 'Flexible Zeiten, auch für Studierende'],
      en: ['30% discount on books', 'Flexible hours, student friendly'],
    },
    salaryFrom: 6456,
    salaryTo: 6456,
    image: '/static/jobs/bookshop-assistant.svg',
    isActive: true,
    systemId: null,
    department: 'Verlag',
    employmentType: 'MINI_JOB',
    location: 'Berlin-Schöneberg',
    postedDaysAgo: 2,
    questions: [
      {
        type: 'checkbox',
        required: true,
        name: { ar: 'ما اللغات التي تتحدثها؟', de: 'Welche Sprachen sprechen Sie?', en: 'Which languages do you speak?' },
        choices: [
          { ar: 'العربية', de: 'Arabisch', en: 'Arabic' },
          { ar: 'الألمانية', de: 'Deutsch', en: 'German' },
          { ar: 'الإنجليزية', de: 'Englisch', en: 'English' },
          { ar: 'التركية', de: 'Türkisch', en: 'Turkish' },
        ],
      },
      {
        type: 'number',
        required: false,
        name: { ar: 'كم ساعة أسبوعيًا يمكنك العمل؟', de: 'Wie viele Stunden pro Woche können Sie arbeiten?', en: 'How many hours per week can you work?' },
      },
      {
        type: 'textarea',
        required: false,
        name: { ar: 'ما آخر كتاب أعجبك ولماذا؟', de: 'Welches Buch hat Sie zuletzt begeistert und warum?', en: 'Which book did you enjoy most recently and why?' },
      },
    ],
  },
  {
    slug: 'course-coordinator',
    title: { ar: 'منسق/ة الدورات التدريبية', de: 'Kurskoordination (m/w/d)', en: 'Course Coordinator (m/f/d)' },
    description: {
      ar: '<p>تنظم برنامج الدورات في معهد التدريب: جداول المدربين، القاعات، تسجيل المشاركين والتواصل مع الشركاء.</p>',
      de: '<p>Sie organisieren das Kursprogramm des Bildungsinstituts: Einsatzpläne der Dozierenden, Räume, Anmeldungen und den Kontakt zu Partnern.</p>',
      en: '<p>You organise the course programme of the training institute: trainer schedules, rooms, registrations and contact with partners.</p>',
    },
    keyRequirements: {
      ar: ['خبرة في إدارة المشاريع أو التعليم', 'إتقان برامج المكتب'],
      de: ['Erfahrung im Projekt- oder Bildungsmanagement', 'Sicherer Umgang mit Office-Programmen'],
      en: ['Experience in project or education management', 'Confident with office software'],
    },
    benefits: {
      ar: ['عمل من المنزل يومين أسبوعيًا'],
      de: ['Zwei Tage Homeoffice pro Woche'],
      en: ['Two days of remote work per week'],
    },
    salaryFrom: 44000,
    salaryTo: 52000,
    image: '/static/jobs/course-coordinator.svg',
    isActive: false,
    systemId: INSTITUTE_SYSTEM_ID,
    department: 'Institut',
    employmentType: 'FULL_TIME',
    location: 'Berlin-Mitte',
    postedDaysAgo: 40,
    questions: [
      {
        type: 'select',
        required: true,
        name: { ar: 'كم سنة خبرة لديك في التنسيق؟', de: 'Wie viel Erfahrung haben Sie in der Koordination?', en: 'How much coordination experience do you have?' },
        choices: [
          { ar: 'أقل من سنة', de: 'Weniger als ein Jahr', en: 'Less than a year' },
          { ar: 'من سنة إلى ثلاث سنوات', de: 'Ein bis drei Jahre', en: 'One to three years' },
          { ar: 'أكثر من ثلاث سنوات', de: 'Mehr als drei Jahre', en: 'More than three years' },
        ],
      },
      motivation,
    ],
  },
  {
    slug: 'publishing-intern',
    title: { ar: 'متدرب/ة في دار النشر', de: 'Praktikum im Verlag (m/w/d)', en: 'Publishing Intern (m/f/d)' },
    description: {
      ar: '<p>تتعرف على جميع مراحل صناعة الكتاب: من المخطوطة والتحرير إلى التصميم والطباعة والتسويق. تدريب لمدة ثلاثة إلى ستة أشهر.</p>',
      de: '<p>Sie lernen alle Stationen der Buchentstehung kennen: vom Manuskript über Lektorat und Gestaltung bis zu Druck und Marketing. Dauer drei bis sechs Monate.</p>',
      en: '<p>Get to know every stage of making a book: from manuscript and editing to design, printing and marketing. Three to six months.</p>',
    },
    keyRequirements: {
      ar: ['طالب/ة في العلوم الإنسانية أو الإعلام', 'لغة عربية سليمة'],
      de: ['Studium der Geistes- oder Medienwissenschaften', 'Sicheres Arabisch in Wort und Schrift'],
      en: ['Student of humanities or media', 'Fluent written Arabic'],
    },
    benefits: {
      ar: ['شهادة تدريب', 'إشراف شخصي'],
      de: ['Praktikumszeugnis', 'Persönliche Betreuung'],
      en: ['Internship certificate', 'Personal mentoring'],
    },
    salaryFrom: 12000,
    salaryTo: 15600,
    image: '/static/jobs/publishing-intern.svg',
    isActive: true,
    systemId: INSTITUTE_SYSTEM_ID,
    department: 'Verlag',
    employmentType: 'INTERNSHIP',
    location: 'Berlin-Mitte',
    postedDaysAgo: 1,
    questions: [
      {
        type: 'radio',
        required: true,
        name: { ar: 'هل هذا تدريب إلزامي ضمن دراستك؟', de: 'Ist es ein Pflichtpraktikum im Rahmen Ihres Studiums?', en: 'Is this a mandatory internship for your studies?' },
        choices: yesNo,
      },
      {
        type: 'number',
        required: true,
        name: { ar: 'كم شهرًا ترغب في التدريب؟', de: 'Wie viele Monate möchten Sie bleiben?', en: 'How many months would you like to stay?' },
      },
    ],
  },
];

export interface SeedActivity {
  slug: string;
  /** Days from now (negative: past) and Berlin local hour. */
  days: number;
  hour: number;
  systemId: string | null;
  image: string;
  title: L2;
  description: L2;
  location: L2;
}

export const ACTIVITIES: SeedActivity[] = [
  {
    slug: 'open-day',
    days: 4,
    hour: 10,
    systemId: SCHOOL_SYSTEM_ID,
    image: '/static/activities/open-day.svg',
    title: { ar: 'يوم الأبواب المفتوحة في المدرسة', de: 'Tag der offenen Tür in der Schule' },
    description: {
      ar: 'تعرفوا على مدرستنا وفصولنا ومعلمينا. جولات إرشادية كل ساعة، وعروض يقدمها الطلاب، وركن للأسئلة حول التسجيل للعام الدراسي الجديد.',
      de: 'Lernen Sie unsere Schule, unsere Klassenräume und unser Kollegium kennen. Stündliche Führungen, Vorführungen der Schülerinnen und Schüler und eine Beratungsecke zur Anmeldung für das neue Schuljahr.',
    },
    location: { ar: 'برلين-نويكولن، كارل-ماركس-شتراسه 120', de: 'Berlin-Neukölln, Karl-Marx-Straße 120' },
  },
  {
    slug: 'reading-evening',
    days: 7,
    hour: 18,
    systemId: null,
    image: '/static/activities/reading-evening.svg',
    title: { ar: 'أمسية قراءة: أصوات عربية في برلين', de: 'Leseabend: Arabische Stimmen in Berlin' },
    description: {
      ar: 'يقرأ ثلاثة كتّاب من إصدارات دارنا الجديدة ويتحدثون عن الكتابة بين لغتين. يلي القراءة نقاش مفتوح وتوقيع الكتب.',
      de: 'Drei Autorinnen und Autoren unseres Verlags lesen aus ihren neuen Büchern und sprechen über das Schreiben zwischen zwei Sprachen. Anschließend offenes Gespräch und Signierstunde.',
    },
    location: { ar: 'متجر الكتب، برلين-شونبيرغ', de: 'Verlagsbuchhandlung, Berlin-Schöneberg' },
  },
  {
    slug: 'german-course-start',
    days: 10,
    hour: 10,
    systemId: INSTITUTE_SYSTEM_ID,
    image: '/static/activities/german-course.svg',
    title: { ar: 'بدء دورة اللغة الألمانية B1', de: 'Start des Deutschkurses B1' },
    description: {
      ar: 'دورة مكثفة لمدة ثمانية أسابيع تُعِدّ لامتحان B1، خمسة أيام في الأسبوع صباحًا. الأماكن محدودة، والتسجيل عبر نموذج التسجيل في الدورات.',
      de: 'Achtwöchiger Intensivkurs zur Vorbereitung auf die B1-Prüfung, fünf Vormittage pro Woche. Die Plätze sind begrenzt, die Anmeldung läuft über das Kursanmeldeformular.',
    },
    location: { ar: 'معهد التدريب، برلين-ميته', de: 'Bildungsinstitut, Berlin-Mitte' },
  },
  {
    slug: 'parents-workshop',
    days: 13,
    hour: 18,
    systemId: SCHOOL_SYSTEM_ID,
    image: '/static/activities/parents-workshop.svg',
    title: { ar: 'ورشة للأهالي: التعلم بلغتين', de: 'Elternworkshop: Zweisprachig lernen' },
    description: {
      ar: 'كيف ندعم أطفالنا في تعلم العربية والألمانية معًا؟ نصائح عملية من معلماتنا وأخصائية في التربية اللغوية، مع وقت للأسئلة.',
      de: 'Wie unterstützen wir Kinder dabei, Arabisch und Deutsch gleichzeitig zu lernen? Praktische Tipps von unseren Lehrkräften und einer Sprachpädagogin, mit Zeit für Fragen.',
    },
    location: { ar: 'قاعة المدرسة، برلين-نويكولن', de: 'Schulaula, Berlin-Neukölln' },
  },
  {
    slug: 'calligraphy-workshop',
    days: 17,
    hour: 10,
    systemId: null,
    image: '/static/activities/calligraphy.svg',
    title: { ar: 'ورشة الخط العربي للمبتدئين', de: 'Workshop Arabische Kalligrafie für Einsteiger' },
    description: {
      ar: 'تعلّم أساسيات خط النسخ مع خطاط محترف. الأدوات متوفرة في المكان، ولا حاجة إلى خبرة سابقة.',
      de: 'Lernen Sie die Grundlagen der Naschi-Schrift bei einem erfahrenen Kalligrafen. Material ist vorhanden, Vorkenntnisse sind nicht nötig.',
    },
    location: { ar: 'معهد التدريب، برلين-ميته', de: 'Bildungsinstitut, Berlin-Mitte' },
  },
  {
    slug: 'math-olympiad',
    days: 21,
    hour: 10,
    systemId: SCHOOL_SYSTEM_ID,
    image: '/static/activities/math-olympiad.svg',
    title: { ar: 'أولمبياد الرياضيات المدرسي', de: 'Schul-Matheolympiade' },
    description: {
      ar: 'مسابقة ودية لطلاب الصفوف من الخامس إلى العاشر، مع جوائز للفرق الفائزة ومسائل ممتعة للجميع.',
      de: 'Ein freundschaftlicher Wettbewerb für die Klassen 5 bis 10, mit Preisen für die besten Teams und kniffligen Aufgaben für alle.',
    },
    location: { ar: 'برلين-موابيت، مبنى المدرسة', de: 'Berlin-Moabit, Schulgebäude' },
  },
  {
    slug: 'book-fair',
    days: 28,
    hour: 10,
    systemId: null,
    image: '/static/activities/book-fair.svg',
    title: { ar: 'معرض الكتاب العربي الصغير', de: 'Kleine Arabische Buchmesse' },
    description: {
      ar: 'يوم كامل مع دور نشر من برلين وخارجها: كتب للأطفال والكبار، قراءات، وركن للأطفال مع حكواتي.',
      de: 'Ein ganzer Tag mit Verlagen aus Berlin und darüber hinaus: Bücher für Kinder und Erwachsene, Lesungen und eine Kinderecke mit Geschichtenerzähler.',
    },
    location: { ar: 'مركز الحي، برلين-كرويتسبرغ', de: 'Nachbarschaftshaus, Berlin-Kreuzberg' },
  },
  {
    slug: 'career-info-evening',
    days: 35,
    hour: 18,
    systemId: INSTITUTE_SYSTEM_ID,
    image: '/static/activities/career-evening.svg',
    title: { ar: 'أمسية تعريفية: العمل في التعليم', de: 'Infoabend: Arbeiten in der Bildung' },
    description: {
      ar: 'تعرّف على فرص العمل في مدرستنا ومعهدنا، وعلى الاعتراف بالشهادات الأجنبية في برلين. يجيب فريق الموارد البشرية عن أسئلتكم.',
      de: 'Erfahren Sie mehr über Stellen an unserer Schule und unserem Institut und über die Anerkennung ausländischer Abschlüsse in Berlin. Unser Personalteam beantwortet Ihre Fragen.',
    },
    location: { ar: 'معهد التدريب، برلين-ميته', de: 'Bildungsinstitut, Berlin-Mitte' },
  },
  {
    slug: 'summer-festival',
    days: 49,
    hour: 10,
    systemId: SCHOOL_SYSTEM_ID,
    image: '/static/activities/summer-festival.svg',
    title: { ar: 'مهرجان الصيف المدرسي', de: 'Schulsommerfest' },
    description: {
      ar: 'موسيقى وألعاب ومأكولات من مطابخ العالم يحضّرها الأهالي. الدخول مجاني والجميع مرحب بهم.',
      de: 'Musik, Spiele und Speisen aus aller Welt, zubereitet von unseren Eltern. Eintritt frei, alle sind herzlich willkommen.',
    },
    location: { ar: 'ساحة المدرسة، برلين-نويكولن', de: 'Schulhof, Berlin-Neukölln' },
  },
  {
    slug: 'past-graduation',
    days: -12,
    hour: 18,
    systemId: SCHOOL_SYSTEM_ID,
    image: '/static/activities/graduation.svg',
    title: { ar: 'حفل تخرج الصف العاشر', de: 'Abschlussfeier der 10. Klassen' },
    description: {
      ar: 'احتفلنا مع خريجينا وعائلاتهم بنهاية مرحلة مهمة. شكرًا لكل من شارك!',
      de: 'Wir haben mit unseren Absolventinnen und Absolventen und ihren Familien das Ende eines wichtigen Abschnitts gefeiert. Danke an alle!',
    },
    location: { ar: 'قاعة المدرسة، برلين-نويكولن', de: 'Schulaula, Berlin-Neukölln' },
  },
  {
    slug: 'past-poetry',
    days: -25,
    hour: 18,
    systemId: null,
    image: '/static/activities/poetry.svg',
    title: { ar: 'ليلة الشعر', de: 'Nacht der Poesie' },
    description: {
      ar: 'قصائد بالعربية والألمانية ألقاها شعراء شباب، مع موسيقى العود.',
      de: 'Gedichte auf Arabisch und Deutsch, vorgetragen von jungen Dichterinnen und Dichtern, begleitet von Oud-Musik.',
    },
    location: { ar: 'متجر الكتب، برلين-شونبيرغ', de: 'Verlagsbuchhandlung, Berlin-Schöneberg' },
  },
  {
    slug: 'past-teacher-training',
    days: -40,
    hour: 10,
    systemId: INSTITUTE_SYSTEM_ID,
    image: '/static/activities/teacher-training.svg',
    title: { ar: 'يوم تدريبي للمعلمين', de: 'Fortbildungstag für Lehrkräfte' },
    description: {
      ar: 'ورش حول التعليم الرقمي والتعامل مع الصفوف متعددة اللغات.',
      de: 'Workshops zu digitalem Unterricht und zum Umgang mit mehrsprachigen Klassen.',
    },
    location: { ar: 'معهد التدريب، برلين-ميته', de: 'Bildungsinstitut, Berlin-Mitte' },
  },
];

export interface SeedFaq {
  slug: string;
  category: string;
  question: L2;
  answer: L2;
}

export const FAQ: SeedFaq[] = [
  {
    slug: 'opening-hours',
    category: 'general',
    question: { ar: 'ما هي ساعات العمل؟', de: 'Wann sind Sie erreichbar?' },
    answer: {
      ar: 'نحن متاحون من الإثنين إلى الجمعة من الساعة 9:00 حتى 17:00. يمكنكم مراسلتنا في أي وقت عبر نموذج التواصل، وسنرد في أقرب يوم عمل.',
      de: 'Wir sind Montag bis Freitag von 9:00 bis 17:00 Uhr für Sie da. Über das Kontaktformular können Sie uns jederzeit schreiben; wir antworten am nächsten Werktag.',
    },
  },
  {
    slug: 'where',
    category: 'general',
    question: { ar: 'أين تقع مؤسساتكم؟', de: 'Wo finde ich Sie?' },
    answer: {
      ar: 'تقع المدرسة في برلين-نويكولن، ومعهد التدريب في برلين-ميته، ومتجر الكتب في برلين-شونبيرغ. جميعها قريبة من محطات المترو.',
      de: 'Die Schule liegt in Berlin-Neukölln, das Bildungsinstitut in Berlin-Mitte und die Verlagsbuchhandlung in Berlin-Schöneberg – alle gut mit U- und S-Bahn erreichbar.',
    },
  },
  {
    slug: 'course-registration',
    category: 'courses',
    question: { ar: 'كيف أسجل في دورة تدريبية؟', de: 'Wie melde ich mich für einen Kurs an?' },
    answer: {
      ar: 'املأ نموذج التسجيل في الدورات وأرفق صورة شخصية وشهاداتك وسيرتك الذاتية. سنتواصل معك خلال أسبوع لتأكيد مكانك.',
      de: 'Füllen Sie das Kursanmeldeformular aus und laden Sie ein Profilbild, Ihre Zeugnisse und Ihren Lebenslauf hoch. Wir melden uns innerhalb einer Woche, um Ihren Platz zu bestätigen.',
    },
  },
  {
    slug: 'course-documents',
    category: 'courses',
    question: { ar: 'ما الملفات التي يمكنني رفعها؟', de: 'Welche Dateien kann ich hochladen?' },
    answer: {
      ar: 'الصورة الشخصية بصيغة JPEG أو PNG أو WebP حتى 5 ميغابايت، والشهادات بصيغة PDF أو صورة حتى 10 ميغابايت لكل ملف، والسيرة الذاتية بصيغة PDF أو DOCX حتى 10 ميغابايت.',
      de: 'Profilbild als JPEG, PNG oder WebP bis 5 MB, Zeugnisse als PDF oder Bild bis je 10 MB und den Lebenslauf als PDF oder DOCX bis 10 MB.',
    },
  },
  {
    slug: 'applications',
    category: 'careers',
    question: { ar: 'كيف أتقدم لوظيفة؟', de: 'Wie bewerbe ich mich?' },
    answer: {
      ar: 'اختر الوظيفة في صفحة الوظائف واضغط على «تقديم»، ثم املأ بياناتك وأجب عن أسئلة الوظيفة. ستصلك رسالة منا بعد مراجعة طلبك.',
      de: 'Wählen Sie die Stelle auf der Karriereseite, klicken Sie auf „Bewerbung“, füllen Sie Ihre Daten aus und beantworten Sie die Fragen zur Stelle. Nach der Prüfung melden wir uns bei Ihnen.',
    },
  },
  {
    slug: 'application-status',
    category: 'careers',
    question: { ar: 'متى أحصل على رد على طلبي؟', de: 'Wann erhalte ich eine Rückmeldung zu meiner Bewerbung?' },
    answer: {
      ar: 'نراجع الطلبات عادة خلال أسبوعين. إذا انتقلت إلى مرحلة المقابلة فسنتصل بك هاتفيًا أو عبر البريد الإلكتروني.',
      de: 'In der Regel prüfen wir Bewerbungen innerhalb von zwei Wochen. Kommen Sie in die Gesprächsrunde, melden wir uns telefonisch oder per E-Mail.',
    },
  },
  {
    slug: 'shop-orders',
    category: 'shop',
    question: { ar: 'كيف أطلب كتابًا من المتجر؟', de: 'Wie bestelle ich ein Buch im Shop?' },
    answer: {
      ar: 'أضف الكتب إلى السلة وأكمل الطلب بعنوان التوصيل وطريقة الدفع. يمكنك متابعة حالة الطلب برقم الطلب في أي وقت.',
      de: 'Legen Sie die Bücher in den Warenkorb und schließen Sie die Bestellung mit Lieferadresse und Zahlungsart ab. Den Status können Sie jederzeit mit Ihrer Bestellnummer abfragen.',
    },
  },
  {
    slug: 'shop-shipping',
    category: 'shop',
    question: { ar: 'كم يستغرق التوصيل؟', de: 'Wie lange dauert der Versand?' },
    answer: {
      ar: 'يصل الطلب داخل ألمانيا عادة خلال 2 إلى 4 أيام عمل. الكتب الإلكترونية متاحة فور الدفع.',
      de: 'Innerhalb Deutschlands kommt Ihre Bestellung meist in 2 bis 4 Werktagen an. E-Books stehen sofort nach der Zahlung bereit.',
    },
  },
  {
    slug: 'newsletter',
    category: 'general',
    question: { ar: 'كيف أشترك في النشرة الإخبارية؟', de: 'Wie abonniere ich den Newsletter?' },
    answer: {
      ar: 'أدخل بريدك الإلكتروني في أسفل الصفحة. نرسل مرة في الشهر أخبار الفعاليات والدورات والإصدارات الجديدة، ويمكنك إلغاء الاشتراك في أي وقت.',
      de: 'Tragen Sie Ihre E-Mail-Adresse unten auf der Seite ein. Einmal im Monat informieren wir über Veranstaltungen, Kurse und Neuerscheinungen; abbestellen können Sie jederzeit.',
    },
  },
  {
    slug: 'languages',
    category: 'general',
    question: { ar: 'بأي لغات تقدمون خدماتكم؟', de: 'In welchen Sprachen beraten Sie?' },
    answer: {
      ar: 'نقدم الاستشارة بالعربية والألمانية، وفي كثير من الأحيان بالإنجليزية أيضًا.',
      de: 'Wir beraten auf Arabisch und Deutsch, oft auch auf Englisch.',
    },
  },
];
