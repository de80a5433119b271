import type { ApiClient } from '../client.ts';
import { captcha, CAPTCHA_TOKEN_HEADER } from '../../../contract/captcha.ts';

/** GET {api root without version}captcha: an SVG image and the x-token to send back with the answer. */
export async function fetchCaptcha(api: ApiClient, now = Date.now()) {
  const { text, headers } = await api.call(captcha, { query: { t: now } });
  const token = headers.get(CAPTCHA_TOKEN_HEADER);
  if (!token || !text.includes('<svg')) throw new Error('The captcha answer is incomplete');
  return { src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`, token };
}
