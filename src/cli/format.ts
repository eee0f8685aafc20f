/** A referee's plain-text summary of a verdict, for people at a terminal. */
import type { Verdict } from '../contracts/verdict.js';

export function formatVerdict(match: { players: string[]; discipline: string }, verdict: Verdict): string {
  const lines: string[] = [`${match.discipline}: ${match.players.join(' v ')}`];
  verdict.strokes.forEach((s, i) => {
    const pts = Object.entries(s.points).filter(([, n]) => n > 0).map(([p, n]) => `${p} +${n}`).join(', ') || '0';
    const fouls = s.fouls.length ? ` fouls: ${s.fouls.join(', ')}` : '';
    const calls = s.calls.length ? ` calls: ${s.calls.map((c) => (c.zone ? `${c.call} (${c.zone})` : c.call)).join(', ')}` : '';
    lines.push(`  #${String(i + 1).padStart(3)} ${pts}${fouls}${calls}${s.freeBall ? ' free ball' : ''} -> ${s.next ?? (verdict.winner && i === verdict.strokes.length - 1 ? 'end' : 'either player')}`);
  });
  const score = Object.entries(verdict.score).map(([p, n]) => `${p} ${n}`).join(' - ');
  const sets = Object.entries(verdict.sets).map(([p, n]) => `${p} ${n}`).join(' - ');
  lines.push(`score ${score}; sets ${sets}; winner ${verdict.winner ?? 'none yet'}`);
  return `${lines.join('\n')}\n`;
}
