// Renders the placeholder artwork in public/images (testimonial portrait and
// partner logos) until the real assets arrive. Run: node scripts/dev/make-images.mjs
import sharp from 'sharp';

const out = new URL('../../public/images/', import.meta.url);

const logo = (label, sub, color) => `
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
  <rect width="400" height="160" rx="16" fill="#ffffff"/>
  <circle cx="70" cy="80" r="42" fill="${color}"/>
  <path d="M48 92 64 60l10 18 8-10 12 24" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="132" y="78" font-family="Liberation Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#1f2937">${label}</text>
  <text x="132" y="112" font-family="Liberation Sans, Arial, sans-serif" font-size="22" fill="#4b5563">${sub}</text>
</svg>`;

const portrait = `
<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="#e0e7ff"/>
  <circle cx="160" cy="138" r="62" fill="#f2c7a5"/>
  <path d="M96 132c0-48 30-78 66-78s64 28 64 78c-10-24-30-40-64-40s-56 18-66 40z" fill="#7c4a2d"/>
  <circle cx="138" cy="140" r="6" fill="#1f2937"/><circle cx="182" cy="140" r="6" fill="#1f2937"/>
  <path d="M140 166c12 10 28 10 40 0" fill="none" stroke="#9a3412" stroke-width="5" stroke-linecap="round"/>
  <path d="M60 320c8-64 50-104 100-104s92 40 100 104z" fill="#4338ca"/>
</svg>`;

const files = [
  ['testimonial-lena.png', portrait],
  ['partner-universitaet.png', logo('Universität', 'Forschungspartner', '#1d4ed8')],
  ['partner-stipendium.png', logo('Gründungs-', 'stipendium', '#047857')],
  ['partner-bewertungen.png', logo('Bewertungen', '4,8 von 5 Sternen', '#b45309')],
  ['partner-tv.png', logo('Bekannt aus', 'dem Fernsehen', '#be123c')],
];

for (const [name, svg] of files) {
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(new URL(name, out).pathname);
}
console.log(`wrote ${files.length} images`);
