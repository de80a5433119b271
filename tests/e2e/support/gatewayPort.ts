/**
 * Where the e2e run's local gateway peer listens: E2E_GATEWAY_PORT, else the e2e server's port + 100
 * (each worktree's E2E_PORT differs, so their peers do too). Read by playwright.config.ts and gateway.ts.
 */
export const e2eServerPort = Number(process.env.E2E_PORT ?? 4180);
export const e2eGatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? e2eServerPort + 100);
export const e2eGatewayUrl = `http://127.0.0.1:${e2eGatewayPort}`;
