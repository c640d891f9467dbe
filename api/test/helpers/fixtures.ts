import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { JobT } from '../../src/schemas/jobs.ts';

export const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000a49444154789c6300010000050001', 'hex'),
  Buffer.from('0d0a2db40000000049454e44ae426082', 'hex'),
]);
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0), Buffer.from('ffd9', 'hex')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A minimal but real DOCX (an uncompressed zip with the OOXML markers file-type looks for). */
export function makeDocx(): Buffer {
  const entries: [string, string][] = [
    ['[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Lebenslauf</w:t></w:r></w:p></w:body></w:document>'],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export async function allJobs(app: FastifyInstance): Promise<JobT[]> {
  const res = await app.inject({ url: '/api/public-hiring-ads/hiring?skip=0&limit=1000' });
  return res.json().data;
}

export const jobBySlugTitle = (jobs: JobT[], deTitleStart: string) => {
  const job = jobs.find((j) => j.localizations.some((l) => l.locale === 'de' && l.title.startsWith(deTitleStart)));
  if (!job) throw new Error(`no job ${deTitleStart}`);
  return job;
};

/** Answers every question of the job with a value of the right type. */
export function validAnswers(job: JobT) {
  return job.questions.map((q) => {
    if (q.questionType === 'checkbox' || q.questionType === 'select' || q.questionType === 'radio') {
      return { questionId: q.id, choicesIds: [q.choices[0]!.id] };
    }
    if (q.questionType === 'number') return { questionId: q.id, answer: '4' };
    return { questionId: q.id, answer: 'Eine ausführliche Antwort.' };
  });
}

export function application(job: JobT, overrides: Record<string, unknown> = {}) {
  return {
    phone: '+49 30 1234567',
    email: 'bewerberin@example.de',
    firstName: 'Leila',
    lastName: 'Haddad',
    birthDate: '1992-04-17',
    buildingNum: '12a',
    city: 'Berlin',
    street: 'Sonnenallee',
    zipCode: '12045',
    employeeNationality: 'Syrisch',
    martialStatus: 'SINGLE',
    location: 'Berlin-Neukölln',
    hiringAdId: job.id,
    answers: validAnswers(job),
    ...overrides,
  };
}

export const courseFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  course: 'Deutschkurs B1',
  firstName: 'Omar',
  lastName: 'Khalil',
  phone: '015112345678',
  email: 'omar.khalil@example.de',
  nationality: 'Syrisch',
  countryOfOrigin: 'Syrien',
  profession: 'Lehrer',
  birthDate: '1988-02-03',
  birthPlace: 'Aleppo',
  street: 'Hermannstraße',
  houseNumber: '5',
  postalCode: '12049',
  district: 'Neukölln, Schillerkiez',
  city: 'Berlin',
  academicQualifications: 'Bachelor Arabische Sprache',
  trainingCourses: 'Didaktik-Fortbildung 2021',
  computerSkills: 'yes',
  computerPrograms: 'Word, Excel',
  germanLevel: 'B2',
  arabicTeachingExperience: 'Fünf Jahre an einer Schule',
  residenceType: 'Niederlassungserlaubnis',
  residenceDuration: '6 Jahre',
  specialSkills: 'Kalligrafie, Fußball',
  expectedWorkYears: '5',
  expectedWorkYearsReason: 'Ich möchte langfristig unterrichten.',
  ...overrides,
});

export interface UploadFile {
  field: string;
  name: string;
  type?: string;
  data: Buffer;
}

export const defaultFiles = (): UploadFile[] => [
  { field: 'profilePicture', name: 'portrait.png', type: 'image/png', data: PNG },
  { field: 'certificates', name: 'zeugnis.pdf', type: 'application/pdf', data: PDF },
  { field: 'certificates', name: 'diplom.jpg', type: 'image/jpeg', data: JPEG },
  { field: 'cv', name: 'lebenslauf.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: makeDocx() },
];

/** Encodes fields and files as multipart/form-data (through the platform's FormData). */
export async function multipart(fields: Record<string, string>, files: UploadFile[]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type')! } };
}
