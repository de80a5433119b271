import { expect, test, type Response } from '@playwright/test';
import { accessToken, bearer, ok } from './support/api.ts';
import { closeAnnouncementPopUps } from './support/announcements.ts';
import { e2eGatewayUrl } from './support/gatewayPort.ts';
import { signIn } from './support/signIn.ts';
import { DEMO_BOT_TOKEN, DEMO_SMS_SECRET, demoInboundSecret } from '../../server/messaging/demoGateway.ts';

/**
 * SMS Gateway (issue 23): the admin edits SG's SMS gateway URL and SG's SMS number. The secret field
 * never shows the stored secret, and no answer the browser receives carries a secret. The seed points
 * the gateways at the run's local peer (playwright.config.ts); the spec puts both values back after,
 * so the specs that deliver messages through the peer still can.
 */
const SECRETS = [DEMO_SMS_SECRET, DEMO_BOT_TOKEN, demoInboundSecret()];
const NEW_URL = `${e2eGatewayUrl}/relay`;

test('admin edits the gateway URL and the SMS number; the secrets never reach the browser', async ({ page, request }) => {
  test.setTimeout(90_000);
  const answers: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    if (/SMSGateway|smsSetting/.test(response.url())) answers.push(response.text().catch(() => ''));
  });
  const token = await accessToken(request, 'admin');
  const before = (await ok(await request.get('/api/v1/4d/smsSetting?LocId=SG', { headers: bearer(token) }))) as Record<string, unknown>;
  await signIn(page, 'admin');
  await closeAnnouncementPopUps(page);

  try {
    await page.goto('/sms/smsGateway?LocId=SG');
    await expect(page.getByRole('heading', { name: 'SMS Gateway', level: 1 })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Singapore SMS gateway' });
    await expect(row).toContainText(e2eGatewayUrl);
    await row.getByRole('link', { name: 'Edit' }).click();

    const form = page.getByRole('form', { name: 'Edit Gateway' });
    await expect(form.getByLabel('URL', { exact: true })).toHaveValue(e2eGatewayUrl);
    // Write-only: the stored secrets are set, yet their fields start empty.
    await expect(form.getByLabel(/^Secret/)).toHaveValue('');
    await expect(form.getByLabel(/^Inbound Secret/)).toHaveValue('');
    await form.getByLabel('URL', { exact: true }).fill(NEW_URL);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Gateway saved.')).toBeVisible();

    await page.goto('/sms/smsGateway?LocId=SG');
    const changed = page.getByRole('row').filter({ hasText: 'Singapore SMS gateway' });
    await expect(changed).toContainText(NEW_URL);
    // The secret was kept (an empty field keeps it): still set.
    const listed = (await ok(await request.get('/api/v1/4d/SMSGateway?LocId=SG', { headers: bearer(token) }))) as { Rows: { Url: string; SecretSet: boolean }[] };
    expect(listed.Rows.find((gateway) => gateway.Url === NEW_URL)?.SecretSet).toBe(true);

    await page.getByRole('link', { name: 'SMS Setting' }).click();
    const setting = page.getByRole('form', { name: 'SMS Setting' });
    const number = setting.getByLabel('SMS Number');
    await expect(number).toHaveValue(String(before.SMSNumber));
    await number.fill('+6581112222');
    await number.blur();
    await expect(setting.getByText('Write the number without +.')).toBeVisible();
    await number.fill('6581112222');
    await setting.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('SMS setting saved.')).toBeVisible();
    const saved = (await ok(await request.get('/api/v1/4d/smsSetting?LocId=SG', { headers: bearer(token) }))) as { SMSNumber: string };
    expect(saved.SMSNumber).toBe('6581112222');

    const texts = await Promise.all(answers);
    expect(texts.length).toBeGreaterThan(2);
    for (const text of texts) for (const secret of SECRETS) expect(text).not.toContain(secret);
  } finally {
    // Put both back for the specs that deliver through the peer.
    const list = (await ok(await request.get('/api/v1/4d/SMSGateway?LocId=SG', { headers: bearer(token) }))) as { Rows: { GatewayId: number; LocId: string; Channel: string; Name: string; Username: string }[] };
    const sg = list.Rows.find((gateway) => gateway.LocId === 'SG' && gateway.Channel === 'sms')!;
    await ok(
      await request.put('/api/v1/4d/updateSMSGateway', {
        headers: bearer(token),
        data: { LocId: 'SG', GatewayId: sg.GatewayId, Name: sg.Name, Url: e2eGatewayUrl, Username: sg.Username, Secret: '', InboundSecret: '', Enabled: true },
      }),
    );
    await ok(await request.put('/api/v1/4d/dSMSSetting', { headers: bearer(token), data: { ...before, LocId: 'SG', TelegramBot: before.TelegramBot ?? '' } }));
  }
});
