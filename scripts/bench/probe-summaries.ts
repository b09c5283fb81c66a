/** What the probes (return-visit-probe.ts, sign-in-probe.ts) read of a CPU profile and a Chromium trace. */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** A CPU profile as `Profiler.stop` answers it. */
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  ts: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string } };
}

/** Sampled self time by script and by function, up to `cutMs` into the profile. */
export function profileTimes(profile: Profile, cutMs = Infinity) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    if (t > cutMs) break;
    const node = byId.get(profile.samples[i] ?? -1);
    if (!node) continue;
    const script = node.callFrame.url.replace(/^.*\//, '') || `(${node.callFrame.functionName})`;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anon)'} ${script}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  return { byScript, byFunction };
}

/**
 * The main thread's trace events (the thread of `parse`, the page's ParseHTML) by name, up to
 * `cutMs` after `startTs`: durations, a nested event counting in its parent too; v8 and
 * EvaluateScript events by script.
 */
export function mainThreadTimes(events: TraceEvent[], parse: TraceEvent | undefined, startTs: number, cutMs: number): Map<string, number> {
  const byName = new Map<string, number>();
  for (const event of events) {
    if (!parse || event.pid !== parse.pid || event.tid !== parse.tid || event.ph !== 'X' || event.dur === undefined) continue;
    if ((event.ts - startTs) / 1000 > cutMs) continue;
    const url = event.args?.data?.url?.replace(/^.*\//, '');
    const key = /^(v8\.|EvaluateScript)/.test(event.name) && url ? `${event.name} ${url}` : event.name;
    byName.set(key, (byName.get(key) ?? 0) + event.dur / 1000);
  }
  return byName;
}

/** The `n` largest entries, one line each: milliseconds, then the key. */
export function topLines(times: Map<string, number>, n: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `    ${ms.toFixed(1).padStart(7)} ms  ${key}`)
    .join('\n');
}
