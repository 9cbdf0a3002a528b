// The ledger as one self-contained HTML page (no script, no outside file): repositories by status,
// what is left by change key, the blockers to clear first, and a burn-down chart over the sweeps.
import type { HistoryPoint, Overview } from './overview.js';
import { errorText, repoName, STATUSES } from './types.js';
import type { Status } from './types.js';

const COLOURS: Record<Status, string> = { clean: '#2e7d32', fixed: '#66bb6a', 'fixed-partly': '#f9a825', 'needs-person': '#ef6c00', error: '#c62828' };

export function htmlReport(o: Overview): string {
  const body = [
    `<h1>GitLab API v4 migration: the sweep</h1>`,
    `<p class="totals">${o.totals.repositories} repositories · ${o.totals.fixes} fixes applied · ${o.totals.remaining} findings left</p>`,
    statusSection(o),
    o.history.length > 0 ? `<section id="burn-down"><h2>What remains over time</h2>${burnDown(o.history)}</section>` : '',
    blockersSection(o),
    leftSection(o),
    repositoriesSection(o),
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>GitLab API v4 migration: the sweep</title>
<style>
body { font: 15px/1.45 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #1f1f1f; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: .3rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
code { font: 13px ui-monospace, monospace; background: #f3f3f3; padding: 0 .2rem; }
.cards { display: flex; gap: .8rem; flex-wrap: wrap; } .card { border-radius: 6px; padding: .6rem 1rem; color: #fff; min-width: 8rem; }
.card b { display: block; font-size: 1.6rem; } .bar { height: .7rem; background: #5c6bc0; border-radius: 2px; }
.status { display: inline-block; padding: 0 .4rem; border-radius: 3px; color: #fff; font-size: 13px; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function statusSection(o: Overview): string {
  const cards = STATUSES.map((s) => `<div class="card" style="background:${COLOURS[s]}" data-status="${s}"><b>${o.byStatus[s].length}</b>${s}</div>`).join('');
  return `<section id="status"><h2>Repositories by status</h2><div class="cards">${cards}</div></section>`;
}

function blockersSection(o: Overview): string {
  if (o.blockers.length === 0) return '<section id="blockers"><h2>Clear these first</h2><p>No finding holds others back.</p></section>';
  const rows = o.blockers.map((b) => `<tr><td>${esc(b.repository)}</td><td><code>${esc(b.file)}:${b.line}</code></td><td><code>${esc(b.change)}</code></td><td class="n">${b.holds}</td></tr>`);
  return `<section id="blockers"><h2>Clear these first</h2><p>Each of these holds other findings back; once it is dealt with, the next sweep fixes what waits on it.</p><table><tr><th>Repository</th><th>Place</th><th>Change</th><th class="n">Findings waiting</th></tr>${rows.join('')}</table></section>`;
}

function leftSection(o: Overview): string {
  if (o.left.length === 0) return '<section id="left"><h2>What is left, by change</h2><p>Nothing is left.</p></section>';
  const most = Math.max(...o.left.map((c) => c.findings));
  const rows = o.left.map(
    (c) => `<tr><td><code>${esc(c.change)}</code></td><td class="n">${c.findings}</td><td class="n">${c.manual}</td><td class="n">${c.repositories}</td><td style="width:40%"><div class="bar" style="width:${((100 * c.findings) / most).toFixed(1)}%"></div></td></tr>`,
  );
  return `<section id="left"><h2>What is left, by change</h2><table><tr><th>Change</th><th class="n">Findings</th><th class="n">Manual</th><th class="n">Repositories</th><th></th></tr>${rows.join('')}</table></section>`;
}

function repositoriesSection(o: Overview): string {
  const rows = STATUSES.flatMap((s) =>
    o.byStatus[s].map(
      (e) =>
        `<tr><td>${esc(repoName(e))}</td><td><code>${esc(e.repository.commit?.slice(0, 12) ?? '')}</code></td><td><span class="status" style="background:${COLOURS[s]}">${s}</span></td><td class="n">${e.fixes.length}</td><td class="n">${e.remaining.length}</td><td>${esc(e.errors.map(errorText).join('; '))}</td></tr>`,
    ),
  );
  return `<section id="repositories"><h2>Repositories</h2><table><tr><th>Repository</th><th>Commit</th><th>Status</th><th class="n">Fixed</th><th class="n">Left</th><th>Errors</th></tr>${rows.join('')}</table></section>`;
}

/** A line chart of the findings left at each sweep, as inline SVG. */
function burnDown(points: readonly HistoryPoint[]): string {
  const w = 640;
  const h = 220;
  const pad = 40;
  const top = Math.max(1, ...points.map((p) => p.remaining));
  const x = (i: number) => pad + (points.length === 1 ? 0 : (i * (w - 2 * pad)) / (points.length - 1));
  const y = (v: number) => h - pad - (v * (h - 2 * pad)) / top;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.remaining).toFixed(1)}`).join(' ');
  const marks = points
    .map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.remaining).toFixed(1)}" r="4" fill="#3949ab"><title>${esc(p.label)}: ${p.remaining}</title></circle><text x="${x(i).toFixed(1)}" y="${(y(p.remaining) - 8).toFixed(1)}" text-anchor="middle" font-size="12">${p.remaining}</text><text x="${x(i).toFixed(1)}" y="${h - pad + 18}" text-anchor="middle" font-size="11">${esc(p.label)}</text>`)
    .join('');
  return `<svg role="img" aria-label="Findings left per sweep" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><line x1="${pad}" y1="${h - pad}" x2="${w - pad}" y2="${h - pad}" stroke="#999"/><line x1="${pad}" y1="${pad}" x2="${pad}" y2="${h - pad}" stroke="#999"/><text x="${pad - 6}" y="${pad + 4}" text-anchor="end" font-size="11">${top}</text><text x="${pad - 6}" y="${h - pad + 4}" text-anchor="end" font-size="11">0</text><polyline points="${line}" fill="none" stroke="#3949ab" stroke-width="2.5"/>${marks}</svg>`;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
