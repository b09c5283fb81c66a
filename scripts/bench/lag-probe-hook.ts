import { appendFileSync } from 'node:fs';
import { PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';

/**
 * The lag probe's light instrumentation, installed in a thread (the API's and the projector's,
 * lag-probe.ts): every pg statement's start and end with a short label and the positions it
 * answers, every notification a connection receives, and the thread's GC pauses, kept in memory
 * and appended to `file` a few times a second as tab-separated lines on the wall clock (ms). Only
 * the probe installs it; product code is untouched.
 */
export function installLagHook(file: string, thread: string): () => void {
  let lines: string[] = [];
  const now = () => (performance.timeOrigin + performance.now()).toFixed(3);
  const flush = () => {
    if (lines.length === 0) return;
    appendFileSync(file, lines.join('\n') + '\n');
    lines = [];
  };
  const timer = setInterval(flush, 250);
  timer.unref();

  const proto = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
    emit: (event: string, ...args: unknown[]) => boolean;
  };
  const query = proto.query;
  let next = 0;
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string; name?: string } | undefined;
    const text = typeof first === 'string' ? first : (first?.text ?? '');
    if (typeof first === 'object' && first !== null && typeof (first as { submit?: unknown }).submit === 'function')
      return query.apply(this, args);
    const label = labelOf(text, typeof first === 'object' ? first?.name : undefined);
    const values = (typeof first === 'object' && first && 'values' in first ? (first as { values: unknown[] }).values : args[1]) as
      unknown[] | undefined;
    const id = next++;
    const pid = (this as unknown as { processID?: number }).processID ?? 0;
    const startedAt = now();
    const done = (result: unknown) => {
      const rows = (result as { rows?: Record<string, unknown>[] } | undefined)?.rows ?? [];
      const positions = label === 'read_all' ? `${String(rows[0]?.position ?? '')}-${String(rows.at(-1)?.position ?? '')}` : '';
      const extra =
        label === 'append' ? String(rows[0]?.last_position ?? '') : label === 'pg_notify' ? String(values?.[1] ?? '') : positions;
      lines.push(`q\t${thread}\t${id}\t${pid}\t${startedAt}\t${now()}\t${label}\t${rows.length}\t${extra}`);
    };
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const original = args[callback] as (error: unknown, result: unknown) => void;
      args[callback] = (error: unknown, result: unknown) => {
        done(result);
        original(error, result);
      };
      return query.apply(this, args);
    }
    const answer = query.apply(this, args) as Promise<unknown>;
    if (answer && typeof answer.then === 'function') answer.then(done, () => done(undefined));
    return answer;
  };
  const emit = proto.emit;
  proto.emit = function (this: pg.Client, event: string, ...args: unknown[]) {
    if (event === 'notification') {
      const message = args[0] as pg.Notification;
      lines.push(`n\t${thread}\t${now()}\t${message.channel}\t${(message.payload ?? '').slice(0, 40)}`);
    }
    return emit.call(this, event, ...args);
  };
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
      lines.push(`gc\t${thread}\t${(performance.timeOrigin + entry.startTime).toFixed(3)}\t${entry.duration.toFixed(3)}\t${kind}`);
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  return () => {
    gc.disconnect();
    flush();
  };
}

function labelOf(text: string, name: string | undefined): string {
  if (name === 'es-append') return 'append';
  const t = text.trimStart().slice(0, 400);
  if (/^(START TRANSACTION|BEGIN)/i.test(t)) return 'begin';
  if (/^COMMIT/i.test(t)) return 'commit';
  if (/^ROLLBACK/i.test(t)) return 'rollback';
  if (t.includes('es.read_all')) return 'read_all';
  if (t.includes('pg_notify($1, $2)')) return 'pg_notify';
  const words = t.replace(/\s+/g, ' ');
  const table = /(?:INSERT INTO|UPDATE|FROM|DELETE FROM)\s+([\w.]+)/i.exec(words)?.[1] ?? '';
  return `${words.split(' ')[0]?.toLowerCase() ?? ''}:${table}`.slice(0, 60);
}
