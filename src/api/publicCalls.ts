/**
 * The API client and every call the signed-out pages and the root chart make, as one lazy chunk
 * (loaded through deferredApi.ts): ky, valibot and the contracts' schemas stay off the sign-in
 * page's first load (issue 24) and arrive right after its first render.
 */
export { createApiClient } from './client.ts';
export { requestToken, refreshToken, logout } from './services/auth.ts';
export { loadProfile } from './services/profile.ts';
export { pollFeed } from './services/feed.ts';
export { fetchCaptcha } from './services/captcha.ts';
export { updatePassword } from './services/password.ts';
export { acceptTerms } from './services/terms.ts';
export { loadAppDownloads, loadAvailableLocations } from './services/common.ts';
