import type { MachineReport, ReadablePath } from './collect.ts';
import { SIMPLE_PATH_LIMIT, SIMPLE_PATH_MAX_DEPTH } from './collect.ts';
import type { WalkResult } from '../../tests/support/simpleWalk.ts';
import { renderWalkTable } from './walkResults.ts';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function pathList(paths: ReadablePath[], prefix: string): string {
  if (!paths.length) return '<p class="muted">None.</p>';
  return paths
    .map(
      (path, i) => `<details><summary>${prefix}${i + 1}: ends in <b>${escape(path.ends)}</b> (${path.steps.length} steps)</summary>
<table><thead><tr><th>#</th><th>state</th><th>event</th><th>next state</th></tr></thead><tbody>
${path.steps.map((s) => `<tr><td>${s.n}</td><td>${escape(s.state)}</td><td>${escape(s.event)}</td><td>${escape(s.nextState)}</td></tr>`).join('\n')}
</tbody></table></details>`,
    )
    .join('\n');
}

function machineSection(m: MachineReport): string {
  const coverage = m.coverage
    ? `states ${m.coverage.states}, transitions ${m.coverage.transitions}${m.coverage.missed.length ? ` — <b class="bad">not walked: ${m.coverage.missed.map(escape).join('; ')}</b>` : ' — <span class="good">complete</span>'}`
    : '<span class="muted">not measured: run <code>npm test</code> (or <code>npm run test:unit</code>) first</span>';
  return `<section id="${escape(m.id)}">
<h2>${escape(m.id)} <small>${escape(m.file)}</small></h2>
<p>Model-test coverage: ${coverage}</p>
<p class="muted">Events explored: ${escape(m.eventsSource)}</p>
<h3>States (${m.states.length})</h3><p>${m.states.map((s) => `<code>${escape(s)}</code>`).join(' ')}</p>
<h3>Transitions (${m.transitions.length})</h3>
<table><thead><tr><th>from</th><th>event</th><th>to</th></tr></thead><tbody>
${m.transitions.map((t) => `<tr><td>${escape(t.source)}</td><td>${escape(t.event)}${t.guard ? ` <small>[${escape(t.guard)}]</small>` : ''}</td><td>${escape(t.targets.join(', ') || '(stays)')}</td></tr>`).join('\n')}
</tbody></table>
<h3>Test cases walked by the model test (${m.paths.covering.length})</h3>${pathList(m.paths.covering, 'T')}
<h3>Shortest path to every state (${m.paths.shortest.length})</h3>${pathList(m.paths.shortest, 'S')}
<h3>Simple paths, at most ${SIMPLE_PATH_MAX_DEPTH} steps (${m.paths.simple.length}${m.paths.simpleTruncated ? `, cut at ${SIMPLE_PATH_LIMIT}` : ''})</h3>${pathList(m.paths.simple, 'P')}
</section>`;
}

export function renderHtml(machines: MachineReport[], generatedAt: string, walks: WalkResult[] = []): string {
  const rows = machines
    .map(
      (m) =>
        `<tr><td><a href="#${escape(m.id)}">${escape(m.id)}</a></td><td>${m.states.length}</td><td>${m.transitions.length}</td><td>${m.paths.covering.length}</td><td>${m.paths.shortest.length}</td><td>${m.paths.simple.length}</td><td>${m.coverage ? `${m.coverage.states} / ${m.coverage.transitions}` : '—'}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Machine paths</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1d2733}table{border-collapse:collapse;margin:.4rem 0}
td,th{border:1px solid #c9d3dd;padding:.2rem .5rem;text-align:left}th{background:#eef2f6}small,.muted{color:#5f6b78}
.bad{color:#c62828}.good{color:#2e7d32}details{margin:.2rem 0}summary{cursor:pointer}section{margin-top:2.5rem}</style></head><body>
<h1>Machine paths</h1>
<p>Generated ${escape(generatedAt)} by <code>npm run paths</code> from the statecharts in <code>machines/</code> with <code>xstate/graph</code>.
Each path is a test case: numbered steps of (state, event, next state). Export: <a href="paths.json">paths.json</a>, <a href="paths.csv">paths.csv</a>.</p>
<table><thead><tr><th>machine</th><th>states</th><th>transitions</th><th>test cases</th><th>shortest</th><th>simple</th><th>coverage (states / transitions)</th></tr></thead><tbody>${rows}</tbody></table>
<h2>Simple paths walked against the real views</h2>
<p>By <code>npm run paths:walk</code>: each model test walks the simple paths of its walk (its events and input) with its own setup and checks.</p>
${renderWalkTable(walks, escape)}
${machines.map(machineSection).join('\n')}
</body></html>`;
}
