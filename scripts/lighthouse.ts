/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) on /login, the admin's
 * home and the Full report, each run 3 times; prints the median run's four scores against the
 * issue's targets (issue 24) with FCP, LCP, TBT, CLS and unused JS. Reports (HTML and JSON) go to
 * reports/lighthouse/. It measures the built app (`npm run build` first), served like `npm start`
 * on free ports and a fresh database; LIGHTHOUSE_URL measures a server already running instead (with
 * the demo data and the captcha off, the default: the admin signs in through the UI as a user does).
 * LIGHTHOUSE_PAGES=login,admin-home,report-full picks pages; LIGHTHOUSE_RUNS the runs per page.
 * Not part of `npm test`: like `npm run bench`, it measures.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launchMeasuringBrowser } from './lighthouse/browser.ts';
import { MEASURED_PAGES } from './lighthouse/pages.ts';
import { startMeasuredServer } from './lighthouse/server.ts';
import { signInAsAdmin } from './lighthouse/signIn.ts';
import { describePage } from './lighthouse/summary.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORT_DIR = 'reports/lighthouse';

if (!process.env.LIGHTHOUSE_URL && !existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first (npm run lighthouse measures the built app and builds nothing).');
  process.exit(1);
}

const server = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL.replace(/\/$/, ''), stop: async () => {} } : await startMeasuredServer();
const browser = await launchMeasuringBrowser();
mkdirSync(REPORT_DIR, { recursive: true });
const loadBefore = loadavg()[0]!;
let allMet = true;
try {
  const today = new Date();
  let signedIn = false;
  // /login first, before the session exists (a signed-in visit to /login goes home).
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  for (const page of MEASURED_PAGES.filter((p) => !only || only.includes(p.name))) {
    if (page.signedIn && !signedIn) {
      await signInAsAdmin(browser.context, server.url);
      signedIn = true;
    }
    const url = `${server.url}${page.path(today)}`;
    const runs: Result[] = [];
    // A run Lighthouse could not complete (a trace without its navigation start, say) is tried again, not counted.
    for (let run = 1, attempts = 0; run <= RUNS && attempts < RUNS * 2; attempts += 1) {
      // Lighthouse's storage reset clears the HTTP cache (a cold load each run) and its default
      // clearStorageTypes leave localStorage alone, so the signed-in session survives it.
      const result = await lighthouse(url, { port: browser.port, output: ['html', 'json'], logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (finalPath !== new URL(url).pathname) throw new Error(`${url} ended on ${finalPath}: the page was not measured`);
      if (result.lhr.runtimeError) {
        console.warn(`  ${page.name}: Lighthouse could not finish a run (${result.lhr.runtimeError.code}); trying again`);
        continue;
      }
      const [html, json] = result.report as string[];
      writeFileSync(join(REPORT_DIR, `${page.name}-${run}.html`), html!);
      writeFileSync(join(REPORT_DIR, `${page.name}-${run}.json`), json!);
      runs.push(result.lhr);
      run += 1;
    }
    if (runs.length === 0) throw new Error(`Lighthouse could not finish any run of ${url}`);
    const { lines, met } = describePage(page, runs);
    allMet &&= met;
    console.log(lines.join('\n'));
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Load average ${loadBefore.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end (2-core machine: others' work skews the figures). Reports in ${REPORT_DIR}/.`);
console.log(allMet ? 'Every target met.' : 'Some targets MISSED (see above).');
