import { spawn } from 'node:child_process';

/**
 * `npm run dev`: the server processes restart on change (tsx watch) and the Vite dev server
 * (http://localhost:5173, hot reload) proxies /api to them.
 */
const children = [
  // Development: e-mailed links (password reset, invitations) are logged as well as written to the outbox.
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'scripts/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@golf/frontend'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
