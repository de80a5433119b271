import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchMeasuringBrowser } from './lighthouse/browser.ts';
import { MEASURED_PAGES } from './lighthouse/pages.ts';
import { startMeasuredServer } from './lighthouse/server.ts';
import { signInAsAdmin } from './lighthouse/signIn.ts';
const server = await startMeasuredServer();
const browser = await launchMeasuringBrowser();
try {
  await signInAsAdmin(browser.context, server.url);
  for (const name of (process.env.PAGES ?? 'report-full').split(',')) {
    const page = MEASURED_PAGES.find((p) => p.name === name)!;
    const url = `${server.url}${page.path(new Date())}`;
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', gatherMode: `/tmp/lhtools/${name}` });
    writeFileSync(`/tmp/lhtools/${name}.json`, result!.report as string);
    console.log(name, result!.lhr.categories.performance.score);
  }
} finally { await browser.close?.(); await server.stop(); }
process.exit(0);
