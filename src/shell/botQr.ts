import { centredIn, scaleToFit } from '../widgets/imageScale.ts';

/** The Telegram QR code (spec 02 §9): 190 wide, error correction M, no margin, a 48x48 logo in the middle. */
export const BOT_QR_OPTIONS = { width: 190, errorCorrectionLevel: 'M', margin: 0 } as const;
export const BOT_QR_LOGO_SIZE = 48;
/** The logo drawn over the middle of the code (the site's icon). */
export const BOT_QR_LOGO_SRC = '/favicon.svg';

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return image;
}

/**
 * Draws the bot link's QR code with the logo in the middle and answers it as a PNG data URL. The
 * logo hides fewer modules than error correction M restores, so the code still scans. When the
 * logo cannot be loaded, the code is answered without it.
 */
export async function drawBotQr(link: string): Promise<string> {
  // Loaded on demand: only users whose location has a bot need it, and never on the sign-in page.
  const { default: QRCode } = await import('qrcode');
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, link, BOT_QR_OPTIONS);
  const context = canvas.getContext('2d');
  if (context) {
    try {
      const logo = await loadImage(BOT_QR_LOGO_SRC);
      const x = (canvas.width - BOT_QR_LOGO_SIZE) / 2;
      const y = (canvas.height - BOT_QR_LOGO_SIZE) / 2;
      context.fillStyle = '#ffffff';
      context.fillRect(x, y, BOT_QR_LOGO_SIZE, BOT_QR_LOGO_SIZE);
      // A logo that is not square keeps its proportions inside the 48x48 square (the scaling helper).
      const square = { width: BOT_QR_LOGO_SIZE, height: BOT_QR_LOGO_SIZE };
      const size = scaleToFit({ width: logo.naturalWidth, height: logo.naturalHeight }, square);
      const at = centredIn(size, square);
      context.drawImage(logo, x + at.x, y + at.y, size.width, size.height);
    } catch {
      // The code alone is still a working code.
    }
  }
  return canvas.toDataURL('image/png');
}
