// Development tool, not part of npm start: draws the demo listings' photos (scenes.mjs) in Chromium and
// writes them as small WebP files to libs/server/demo-photos/, which the demo seed stores for the api.
//   node scripts/demo-photos/render.mjs        (needs /usr/bin/chromium and the dev dependencies)
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { DEMO_PHOTO_SCENES } from './scenes.mjs';

const out = resolve(import.meta.dirname, '../../libs/server/demo-photos');
const MAX_BYTES = 60 * 1024;
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 854 } });
  for (const [name, [scene, palette]] of Object.entries(DEMO_PHOTO_SCENES)) {
    await page.setContent(`<body style="margin:0">${scene(palette)}</body>`);
    const png = await page.screenshot({ type: 'png' });
    // Lower the quality until the file fits: every photo ships in the repository.
    let quality = 78;
    let webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    while (webp.length > MAX_BYTES && quality > 30) {
      quality -= 8;
      webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
    }
    writeFileSync(resolve(out, `${name}.webp`), webp);
    console.log(`${name}.webp  ${Math.round(webp.length / 1024)} KB (quality ${quality})`);
  }
} finally {
  await browser.close();
}
