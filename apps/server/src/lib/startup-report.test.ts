import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { databaseLabel, demoAccountLines, progressBar, terminalReport } from './startup-report.ts';

describe('the start on a terminal', () => {
  it('draws the seed progress as a bar with counts', () => {
    expect(progressBar(12_600, 25_200, 'products')).toBe(
      `${'█'.repeat(12)}${'░'.repeat(12)} 12,600 / 25,200 products`,
    );
    expect(progressBar(0, 0, 'products')).toContain('0 / 0');
  });

  it('lists every demo account with where it signs in', () => {
    const lines = demoAccountLines('http://localhost:3000');
    expect(lines).toHaveLength(DEMO_ACCOUNTS.length);
    expect(lines.find((l) => l.includes('vendor@demo.test'))).toContain('http://localhost:3000/vendor/login');
    expect(lines.find((l) => l.includes('contractor@demo.test'))).toContain('DEMO2026');
    expect(lines.find((l) => l.includes('pro-pending@demo.test'))).toContain('/admin/verifications');
  });

  it('names the database without its password', () => {
    const pg = loadConfig({ DATABASE_URL: 'postgres://shop:s3cret@db.internal:5432/market' });
    expect(databaseLabel(pg)).toBe('PostgreSQL at db.internal:5432/market');
    expect(databaseLabel(loadConfig({ DATA_DIR: './data' }))).toBe('PGlite (embedded) in ./data');
  });

  it('ends with the URL, the demo password and the dev mailbox; production shows no mailbox', () => {
    const written: string[] = [];
    const report = terminalReport({ write: (s: string) => written.push(s) > 0 });
    report.seed.progress?.(1000, 25_200);
    report.ready(loadConfig({ PORT: '3000' }));
    const text = written.join('');
    expect(text).toContain('\r\x1b[K✓ ready     http://localhost:3000\n');
    expect(text).toContain('password demo-pass-2026');
    expect(text).toContain('Dev mailbox (sign-in codes, reset links): http://localhost:3000/dev/mailbox');
    written.length = 0;
    terminalReport({ write: (s: string) => written.push(s) > 0 }).ready(
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }),
    );
    expect(written.join('')).not.toContain('mailbox');
  });
});
