// Writes the small SVG illustrations used by the seed data (api/static). Re-run after edits:
//   node scripts/generate-seed-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'static');

const books = (x, y) => `<g transform="translate(${x} ${y})"><rect width="46" height="150" rx="6" fill="#fff" opacity=".92"/><rect x="54" y="20" width="40" height="130" rx="6" fill="#fff" opacity=".75"/><rect x="102" y="-10" width="52" height="160" rx="6" fill="#fff" opacity=".88"/><rect x="10" y="24" width="26" height="6" rx="3" fill="currentColor" opacity=".5"/><rect x="114" y="16" width="28" height="6" rx="3" fill="currentColor" opacity=".5"/></g>`;
const glyph = (text, size = 170, family = "'Cairo','Noto Naskh Arabic','DejaVu Sans',sans-serif") =>
  `<text x="600" y="380" text-anchor="middle" dominant-baseline="middle" font-family="${family}" font-size="${size}" font-weight="700" fill="#fff" opacity=".95">${text}</text>`;
const calendar = `<g transform="translate(500 250)"><rect width="200" height="190" rx="22" fill="#fff" opacity=".95"/><rect width="200" height="52" rx="22" fill="currentColor" opacity=".35"/>${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${22 + c * 42}" y="${74 + r * 36}" width="28" height="22" rx="6" fill="currentColor" opacity="${r === 1 && c === 2 ? 0.9 : 0.25}"/>`).join('')).join('')}</g>`;
const people = `<g fill="#fff" opacity=".95"><circle cx="520" cy="300" r="42"/><rect x="470" y="350" width="100" height="110" rx="46"/><circle cx="680" cy="290" r="50"/><rect x="620" y="350" width="120" height="120" rx="54"/><circle cx="600" cy="330" r="32" opacity=".8"/><rect x="562" y="372" width="76" height="90" rx="36" opacity=".8"/></g>`;
const star = `<path d="M600 240l36 74 82 12-59 58 14 81-73-38-73 38 14-81-59-58 82-12z" fill="#fff" opacity=".95"/>`;
const pen = `<g transform="rotate(-35 600 360)"><rect x="580" y="220" width="40" height="220" rx="10" fill="#fff"/><path d="M580 440h40l-20 46z" fill="#fff" opacity=".8"/></g>`;
const microphone = `<g fill="#fff" opacity=".95"><rect x="565" y="230" width="70" height="130" rx="35"/><path d="M530 330a70 70 0 0 0 140 0" stroke="#fff" stroke-width="14" fill="none"/><rect x="593" y="398" width="14" height="50"/><rect x="555" y="444" width="90" height="14" rx="7"/></g>`;
const sun = `<g fill="#fff" opacity=".95"><circle cx="600" cy="350" r="70"/>${Array.from({ length: 12 }, (_, i) => `<rect x="594" y="230" width="12" height="40" rx="6" transform="rotate(${i * 30} 600 350)"/>`).join('')}</g>`;
const cap = `<g fill="#fff" opacity=".95"><path d="M600 250l190 80-190 80-190-80z"/><path d="M490 370v60c40 30 180 30 220 0v-60l-110 45z" opacity=".85"/><rect x="760" y="330" width="10" height="90"/></g>`;

const scenes = {
  'jobs/english-teacher': ['#1e3a8a', '#3b82f6', glyph('Aa Bb')],
  'jobs/arabic-teacher': ['#065f46', '#10b981', glyph('أ ب ت', 160)],
  'jobs/mathematics-teacher': ['#7c2d12', '#f97316', glyph('∑ π √', 150)],
  'jobs/educator': ['#831843', '#ec4899', people],
  'jobs/bookshop-assistant': ['#4c1d95', '#8b5cf6', books(520, 280)],
  'jobs/course-coordinator': ['#0f766e', '#14b8a6', calendar],
  'jobs/publishing-intern': ['#334155', '#64748b', pen],
  'activities/open-day': ['#1d4ed8', '#60a5fa', `<g fill="#fff" opacity=".95"><rect x="470" y="250" width="260" height="210" rx="12"/><path d="M450 260l150-90 150 90z"/></g><rect x="570" y="360" width="60" height="100" rx="8" fill="#1d4ed8" opacity=".6"/>`],
  'activities/reading-evening': ['#312e81', '#a855f7', books(520, 270)],
  'activities/german-course': ['#b45309', '#facc15', glyph('Deutsch B1', 120, "'Inter','DejaVu Sans',sans-serif")],
  'activities/parents-workshop': ['#9d174d', '#fb7185', people],
  'activities/calligraphy': ['#14532d', '#22c55e', glyph('خط', 200)],
  'activities/math-olympiad': ['#9a3412', '#fb923c', star],
  'activities/book-fair': ['#5b21b6', '#c084fc', books(520, 270)],
  'activities/career-evening': ['#0e7490', '#22d3ee', calendar],
  'activities/summer-festival': ['#c2410c', '#fde047', sun],
  'activities/graduation': ['#1e293b', '#6366f1', cap],
  'activities/poetry': ['#701a75', '#e879f9', microphone],
  'activities/teacher-training': ['#115e59', '#2dd4bf', glyph('✎ ✓', 170, "'DejaVu Sans',sans-serif")],
};

for (const [name, [from, to, art]] of Object.entries(scenes)) {
  const id = name.replace(/\W/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675" role="img" color="${from}">
<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g${id})"/>
<circle cx="1040" cy="110" r="210" fill="#fff" opacity=".08"/><circle cx="140" cy="600" r="260" fill="#fff" opacity=".07"/><circle cx="300" cy="140" r="60" fill="#fff" opacity=".1"/><circle cx="960" cy="560" r="90" fill="#fff" opacity=".09"/>
<path d="M0 560 C 300 500 500 640 800 580 S 1100 520 1200 560 V675 H0z" fill="#fff" opacity=".1"/>
${art}
</svg>
`;
  const file = path.join(root, `${name}.svg`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
}
process.stdout.write(`wrote ${Object.keys(scenes).length} images to ${root}\n`);
