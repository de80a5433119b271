/**
 * `npm run dev`: the reference server (API on API_PORT, default 4174, restarted when server/
 * changes) and Vite with hot reload (http://localhost:5173), which proxies /api to it.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '4174';
const children = [
  spawn('npx', ['--no-install', 'tsx', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['--no-install', 'vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
