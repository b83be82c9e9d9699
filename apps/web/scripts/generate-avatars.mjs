// Draws the avatar set of /image-selector into public/avatars (run: node scripts/generate-avatars.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '../public/avatars');
const ink = '#2b2f36';

const eyes = (y = 52, dx = 9, r = 3.2) =>
  `<circle cx="${48 - dx}" cy="${y}" r="${r}" fill="${ink}"/><circle cx="${48 + dx}" cy="${y}" r="${r}" fill="${ink}"/><circle cx="${48 - dx + 1}" cy="${y - 1}" r="1" fill="#fff"/><circle cx="${48 + dx + 1}" cy="${y - 1}" r="1" fill="#fff"/>`;
const cheeks = (y = 60, dx = 16, color = '#f6a5b5') =>
  `<circle cx="${48 - dx}" cy="${y}" r="4" fill="${color}" opacity=".55"/><circle cx="${48 + dx}" cy="${y}" r="4" fill="${color}" opacity=".55"/>`;
const smile = (y = 66, w = 5) =>
  `<path d="M${48 - w} ${y}q${w} ${w * 0.8} ${w * 2} 0" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`;

const animals = {
  fox: {
    bg: '#ffe6d1',
    body: `<path d="M24 44L28 14L46 32Z" fill="#e8772e"/><path d="M72 44L68 14L50 32Z" fill="#e8772e"/><path d="M29 36L31 21L40 31Z" fill="#7a3b16"/><path d="M67 36L65 21L56 31Z" fill="#7a3b16"/>
      <path d="M48 26c16 0 27 10 27 24 0 14-12 26-27 26S21 64 21 50c0-14 11-24 27-24z" fill="#f28c38"/>
      <path d="M48 76c-9 0-17-5-20-12 6 0 14-3 20-9 6 6 14 9 20 9-3 7-11 12-20 12z" fill="#fff8f0"/>
      ${eyes(51)}<ellipse cx="48" cy="62" rx="4" ry="3" fill="${ink}"/>`,
  },
  owl: {
    bg: '#e3ecf8',
    body: `<path d="M24 34L30 18L40 30Z" fill="#7c5434"/><path d="M72 34L66 18L56 30Z" fill="#7c5434"/>
      <ellipse cx="48" cy="54" rx="28" ry="27" fill="#9c6b43"/><ellipse cx="48" cy="62" rx="16" ry="15" fill="#d9b48f"/>
      <circle cx="37" cy="48" r="10.5" fill="#fff"/><circle cx="59" cy="48" r="10.5" fill="#fff"/>
      <circle cx="37" cy="48" r="5.5" fill="${ink}"/><circle cx="59" cy="48" r="5.5" fill="${ink}"/><circle cx="38.5" cy="46.5" r="1.6" fill="#fff"/><circle cx="60.5" cy="46.5" r="1.6" fill="#fff"/>
      <path d="M44 56h8l-4 7z" fill="#f2a33a"/>
      <path d="M40 68q2 2 4 0M46 70q2 2 4 0M52 68q2 2 4 0" fill="none" stroke="#9c6b43" stroke-width="1.6" stroke-linecap="round"/>`,
  },
  bear: {
    bg: '#f0e6dc',
    body: `<circle cx="28" cy="32" r="10" fill="#8b5e3c"/><circle cx="68" cy="32" r="10" fill="#8b5e3c"/><circle cx="28" cy="32" r="5" fill="#c99a72"/><circle cx="68" cy="32" r="5" fill="#c99a72"/>
      <circle cx="48" cy="53" r="27" fill="#8b5e3c"/><ellipse cx="48" cy="63" rx="13" ry="10" fill="#d9b48f"/>
      ${eyes(49, 10)}<ellipse cx="48" cy="59" rx="4.5" ry="3.2" fill="${ink}"/>${smile(64, 3.5)}`,
  },
  cat: {
    bg: '#ebe6f7',
    body: `<path d="M22 46L25 16L44 30Z" fill="#8e8aa0"/><path d="M74 46L71 16L52 30Z" fill="#8e8aa0"/><path d="M27 38L28 23L38 31Z" fill="#f3b3c4"/><path d="M69 38L68 23L58 31Z" fill="#f3b3c4"/>
      <ellipse cx="48" cy="54" rx="27" ry="25" fill="#a5a1b7"/>
      ${eyes(51, 10, 3.6)}<path d="M45 58h6l-3 3.5z" fill="#e57a95"/>${smile(62, 3)}
      <path d="M20 56l12 2M20 63l12-1M76 56l-12 2M76 63l-12-1" stroke="#6d6980" stroke-width="1.4" stroke-linecap="round"/>`,
  },
  panda: {
    bg: '#e2f1e6',
    body: `<circle cx="28" cy="31" r="10" fill="${ink}"/><circle cx="68" cy="31" r="10" fill="${ink}"/>
      <circle cx="48" cy="53" r="27" fill="#fbfbfa"/>
      <ellipse cx="38" cy="51" rx="6.5" ry="8.5" transform="rotate(25 38 51)" fill="${ink}"/><ellipse cx="58" cy="51" rx="6.5" ry="8.5" transform="rotate(-25 58 51)" fill="${ink}"/>
      <circle cx="39" cy="50" r="2.2" fill="#fff"/><circle cx="57" cy="50" r="2.2" fill="#fff"/>
      <ellipse cx="48" cy="61" rx="4" ry="3" fill="${ink}"/>${smile(65, 3)}${cheeks(62, 17)}`,
  },
  rabbit: {
    bg: '#fde4ec',
    body: `<ellipse cx="37" cy="24" rx="7.5" ry="19" fill="#eeeaec"/><ellipse cx="59" cy="24" rx="7.5" ry="19" fill="#eeeaec"/><ellipse cx="37" cy="25" rx="3.5" ry="13" fill="#f6b8c8"/><ellipse cx="59" cy="25" rx="3.5" ry="13" fill="#f6b8c8"/>
      <circle cx="48" cy="56" r="25" fill="#f7f4f5"/>
      ${eyes(53, 9)}<path d="M45 60h6l-3 3z" fill="#e57a95"/><rect x="45.5" y="64" width="5" height="5" rx="1" fill="#fff" stroke="#c9c2c5"/>${cheeks(63, 15)}`,
  },
  koala: {
    bg: '#e3ebf2',
    body: `<circle cx="24" cy="40" r="14" fill="#8d99a6"/><circle cx="72" cy="40" r="14" fill="#8d99a6"/><circle cx="24" cy="40" r="8" fill="#e9d3dc"/><circle cx="72" cy="40" r="8" fill="#e9d3dc"/>
      <circle cx="48" cy="53" r="25" fill="#a7b2bd"/>
      ${eyes(49, 10)}<ellipse cx="48" cy="59" rx="6" ry="8" fill="#3d4450"/><ellipse cx="46.5" cy="56" rx="1.6" ry="2.2" fill="#6b7380"/>`,
  },
  penguin: {
    bg: '#dbeef7',
    body: `<circle cx="48" cy="52" r="28" fill="#2f3a45"/>
      <path d="M48 38c5-6 17-6 19 6 2 12-6 26-19 28-13-2-21-16-19-28 2-12 14-12 19-6z" fill="#fdfdfc"/>
      ${eyes(52, 8)}<path d="M43 58h10l-5 6z" fill="#f2a33a"/>${cheeks(61, 14)}`,
  },
  frog: {
    bg: '#e4f4d8',
    body: `<circle cx="34" cy="38" r="11" fill="#5faf4e"/><circle cx="62" cy="38" r="11" fill="#5faf4e"/>
      <ellipse cx="48" cy="60" rx="30" ry="21" fill="#6cbf5a"/>
      <circle cx="34" cy="37" r="7" fill="#fff"/><circle cx="62" cy="37" r="7" fill="#fff"/><circle cx="35" cy="38" r="3.5" fill="${ink}"/><circle cx="61" cy="38" r="3.5" fill="${ink}"/>
      <path d="M36 64q12 9 24 0" fill="none" stroke="${ink}" stroke-width="2.2" stroke-linecap="round"/>${cheeks(61, 20)}
      <circle cx="44" cy="54" r="1.3" fill="#3e7a32"/><circle cx="52" cy="54" r="1.3" fill="#3e7a32"/>`,
  },
  lion: {
    bg: '#fff2d4',
    body: `<g fill="#c9782e">${Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return `<circle cx="${(48 + Math.cos(a) * 26).toFixed(1)}" cy="${(53 + Math.sin(a) * 26).toFixed(1)}" r="10"/>`;
    }).join('')}</g><circle cx="48" cy="53" r="27" fill="#c9782e"/>
      <circle cx="31" cy="36" r="5.5" fill="#f2b655"/><circle cx="65" cy="36" r="5.5" fill="#f2b655"/>
      <circle cx="48" cy="54" r="21" fill="#f2b655"/><ellipse cx="48" cy="63" rx="10" ry="7.5" fill="#fbe3b4"/>
      ${eyes(50, 8)}<path d="M44.5 58h7l-3.5 3.5z" fill="#7a3b16"/>${smile(63.5, 3)}`,
  },
  whale: {
    bg: '#dcebfb',
    body: `<path d="M40 26q-4-6 0-10M48 24v-10M56 26q4-6 0-10" fill="none" stroke="#6aa9e6" stroke-width="2.6" stroke-linecap="round"/>
      <path d="M20 56c0-15 13-26 30-26 16 0 26 10 26 22 3-5 7-8 11-8-1 6-3 10-7 13 4 3 6 7 7 12-5 0-9-3-12-7-4 9-14 14-26 14-16 0-29-7-29-20z" fill="#4a90d9"/>
      <path d="M23 62c4 8 14 12 27 12 10 0 18-3 22-9-9 3-22 4-34 2-6-1-11-3-15-5z" fill="#cfe3f7"/>
      <circle cx="37" cy="52" r="3.3" fill="${ink}"/><circle cx="38" cy="51" r="1" fill="#fff"/><path d="M30 60q5 4 11 1" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/><circle cx="44" cy="58" r="4" fill="#f6a5b5" opacity=".6"/>`,
  },
  tiger: {
    bg: '#fff0d9',
    body: `<circle cx="28" cy="32" r="9" fill="#f08a24"/><circle cx="68" cy="32" r="9" fill="#f08a24"/><circle cx="28" cy="32" r="4.5" fill="#fbe3c4"/><circle cx="68" cy="32" r="4.5" fill="#fbe3c4"/>
      <circle cx="48" cy="53" r="27" fill="#f5a23a"/>
      <path d="M48 27v8M42 28l2 6M54 28l-2 6M22 50h8M23 57l7-2M74 50h-8M73 57l-7-2" stroke="${ink}" stroke-width="2.4" stroke-linecap="round"/>
      <path d="M48 78c-9 0-16-5-18-11 6-1 13-4 18-9 5 5 12 8 18 9-2 6-9 11-18 11z" fill="#fff8ee"/>
      ${eyes(49, 10)}<path d="M44.5 59h7l-3.5 3.5z" fill="#7a3b16"/>${smile(64, 3)}`,
  },
};

mkdirSync(out, { recursive: true });
for (const [name, { bg, body }] of Object.entries(animals)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${name}"><circle cx="48" cy="48" r="48" fill="${bg}"/>${body.replace(/\n\s*/g, '')}</svg>\n`;
  writeFileSync(join(out, `${name}.svg`), svg);
}
console.log(`Wrote ${Object.keys(animals).length} avatars to ${out}`);
