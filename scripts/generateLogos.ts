/**
 * `npx tsx scripts/generateLogos.ts [key ...]`: draws every brand's images into
 * public/assets/login_styles/images_<key in lower case>/ from the registry (variants/registry.ts):
 *
 * - logo.png: a flat banner (brand name and emblem in the brand's colours) rendered in Chromium and
 *   screenshot at the logo's size in whole pixels (460 x 175.88 -> 460 x 176; a brand without a size
 *   gets the default 331 x 163 file, so its folder is complete should it be given a size);
 * - the SVG extras the brand names (extras.backgroundImage, extras.bottomImage), from templates.
 *
 * The PNGs are committed; run this after adding a brand or changing a brand's name, colours or logo
 * size. The tests check every file against the registry (tests/unit/variants/registry.test.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config.ts';
import { findChromium, INSTALL_CHROMIUM_HINT } from './findChromium.ts';
import { VARIANTS } from '../variants/registry.ts';
import { imagesFolder, logoFileSize } from '../variants/logo.ts';
import type { LogoSize, Variant } from '../variants/types.ts';

const PUBLIC_DIR = 'public';
const PARALLEL_PAGES = 4;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `hex` moved towards `other` by `amount` (0..1). */
function mixColours(hex: string, other: string, amount: number): string {
  const channels = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [a, b] = [channels(hex), channels(other)];
  return `#${a.map((x, i) => Math.round(x + (b[i]! - x) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** Up to two letters for the emblem: the initials of the first two words, or the first two letters. */
function initials(brand: string): string {
  const words = brand.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?').slice(0, 2)];
  return letters.join('').toUpperCase();
}

/**
 * The banner: wide logos put the emblem beside the name, squarish and tall ones above it. The name's
 * font size is fitted in the page (the largest that fits), so every size from 76 x 163 to 460 x 227
 * is legible.
 */
function bannerHtml(variant: Variant, size: LogoSize): string {
  const { primary, accent } = variant.colors;
  // Squarish and tall logos stack the emblem over the name, one word a line.
  const tall = size.width / size.height < 1.5;
  const emblem = Math.round(Math.min(size.height * (tall ? 0.32 : 0.62), size.width * (tall ? 0.62 : 0.3)));
  const words = variant.brand.split(/\s+/);
  const name = tall ? words.map(escapeHtml).join('<br>') : escapeHtml(variant.brand);
  const pad = Math.max(3, Math.round(Math.min(size.width, size.height) * 0.07));
  return `<!doctype html>
<html><head><style>
  html, body { margin: 0; background: transparent; }
  .banner {
    box-sizing: border-box; width: ${size.width}px; height: ${size.height}px; overflow: hidden;
    display: flex; flex-direction: ${tall ? 'column' : 'row'}; align-items: center; justify-content: center;
    gap: ${Math.max(4, Math.round(emblem * 0.18))}px; padding: ${pad}px;
    background: ${primary}; border-radius: ${Math.max(4, Math.round(Math.min(size.width, size.height) * 0.09))}px;
    font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-weight: 700;
  }
  .emblem {
    flex: none; width: ${emblem}px; height: ${emblem}px; border-radius: 50%;
    display: grid; place-items: center; background: ${accent}; color: ${primary};
    font-size: ${Math.round(emblem * 0.42)}px; letter-spacing: -0.02em;
  }
  .name {
    flex: none; color: ${accent}; line-height: 1.05; text-align: ${tall ? 'center' : 'left'};
    text-transform: uppercase; letter-spacing: 0.02em; white-space: nowrap;
  }
</style></head>
<body><div class="banner"><div class="emblem">${escapeHtml(initials(variant.brand))}</div><div class="name">${name}</div></div>
<script>
  // A block: the page is reused, and setContent keeps its global scope.
  {
    const name = document.querySelector('.name');
    const parts = [name, document.querySelector('.emblem')];
    const inside = (rect) => rect.left >= ${pad} && rect.top >= ${pad} && rect.right <= ${size.width - pad} && rect.bottom <= ${size.height - pad};
    let size = ${Math.round(size.height * (tall ? 0.16 : 0.3))};
    name.style.fontSize = size + 'px';
    while (size > 6 && !parts.every((part) => inside(part.getBoundingClientRect()))) {
      size -= 1;
      name.style.fontSize = size + 'px';
    }
  }
</script></body></html>`;
}

/** Soft waves in the brand's colours, drawn by its stylesheet behind the sign-in form. */
function backgroundSvg({ primary, accent }: Variant['colors']): string {
  const dark = mixColours(primary, '#000000', 0.45);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice">
  <rect width="1440" height="900" fill="${dark}"/>
  <circle cx="1180" cy="170" r="130" fill="${accent}" fill-opacity="0.22"/>
  <circle cx="220" cy="260" r="70" fill="${accent}" fill-opacity="0.12"/>
  <path d="M0 600 C 240 520 480 690 720 610 S 1200 520 1440 600 V900 H0Z" fill="${primary}"/>
  <path d="M0 720 C 260 650 520 800 780 720 S 1220 650 1440 720 V900 H0Z" fill="${accent}" fill-opacity="0.3"/>
</svg>
`;
}

/** Rolling hills along the bottom of a landing page. */
function bottomSvg({ primary, accent }: Variant['colors']): string {
  const dark = mixColours(primary, '#000000', 0.35);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 160" preserveAspectRatio="none">
  <path d="M0 70 C 180 20 360 110 540 70 S 900 20 1080 70 S 1320 110 1440 60 V160 H0Z" fill="${accent}" fill-opacity="0.55"/>
  <path d="M0 110 C 200 70 420 150 640 105 S 1040 70 1240 110 S 1380 130 1440 100 V160 H0Z" fill="${dark}"/>
</svg>
`;
}

async function drawLogo(page: Page, variant: Variant, folder: string) {
  const size = logoFileSize(variant.logo);
  await page.setViewportSize(size);
  await page.setContent(bannerHtml(variant, size));
  const png = await page.locator('.banner').screenshot({ type: 'png', omitBackground: true, animations: 'disabled' });
  writeFileSync(`${folder}/logo.png`, png);
}

async function main() {
  const wanted = new Set(process.argv.slice(2).map((key) => key.toLowerCase()));
  const variants = VARIANTS.filter((variant) => wanted.size === 0 || wanted.has(variant.key.toLowerCase()));
  if (wanted.size && variants.length !== wanted.size) throw new Error(`Unknown brand key among: ${[...wanted].join(', ')}`);
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(INSTALL_CHROMIUM_HINT);
    process.exit(1);
  }
  const browser = await chromium.launch({ executablePath, args: playwrightConfig.use?.launchOptions?.args ?? [] });
  try {
    const queue = [...variants];
    const worker = async () => {
      const page = await browser.newPage({ deviceScaleFactor: 1 });
      for (let variant = queue.shift(); variant; variant = queue.shift()) {
        const folder = `${PUBLIC_DIR}${imagesFolder(variant.key)}`;
        mkdirSync(folder, { recursive: true });
        await drawLogo(page, variant, folder);
        const { backgroundImage, bottomImage } = variant.extras ?? {};
        if (backgroundImage) writeFileSync(`${folder}/${backgroundImage}`, backgroundSvg(variant.colors));
        if (bottomImage) writeFileSync(`${folder}/${bottomImage}`, bottomSvg(variant.colors));
        const { width, height } = logoFileSize(variant.logo);
        console.log(`${variant.key.padEnd(16)} ${width}x${height}  ${folder}/logo.png`);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  } finally {
    await browser.close();
  }
  console.log(`Drew ${variants.length} brand(s).`);
}

await main();
