/**
 * The match log: every set-up, status change, event, stroke, verdict and
 * correction, appended to an SQLite file before anyone is told (the service
 * writes, then announces). WAL journal with synchronous=FULL: a record whose
 * `append` returned survives `kill -9` and a power cut. The state is never
 * stored, only the records; a restart folds them again (./match.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { LogRecord } from './match.js';

/** The on-disk format; bump it with a migration when the table changes. */
export const LOG_SCHEMA_VERSION = 1;

export interface StoredRecord {
  seq: number;
  match: string;
  record: LogRecord;
}

export class MatchLog {
  private readonly db: Database.Database;
  private readonly insert: Database.Statement;
  private appended = 0;

  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS log (
        seq   INTEGER PRIMARY KEY AUTOINCREMENT,
        match TEXT NOT NULL,
        at    INTEGER NOT NULL,
        kind  TEXT NOT NULL,
        data  TEXT NOT NULL
      );
      CREATE INDEX IF NOT EXISTS log_match ON log (match, seq);`);
    const v = this.db.prepare('SELECT value FROM meta WHERE key = ?').get('schema') as { value: string } | undefined;
    if (!v) this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('schema', String(LOG_SCHEMA_VERSION));
    else if (Number(v.value) !== LOG_SCHEMA_VERSION) throw new Error(`${file}: match log format ${v.value}, this build reads ${LOG_SCHEMA_VERSION}`);
    this.insert = this.db.prepare('INSERT INTO log (match, at, kind, data) VALUES (?, ?, ?, ?)');
  }

  /** Append records of one match in one transaction: all of them are on disk when this returns, or none. */
  append(match: string, records: readonly LogRecord[]): void {
    this.db.transaction(() => {
      for (const r of records) this.insert.run(match, Math.round(r.at), r.kind, JSON.stringify(r));
    })();
    this.appended += records.length;
  }

  /** The id of the last match set up, or null on a new log. */
  currentMatch(): string | null {
    const row = this.db.prepare("SELECT match FROM log WHERE kind = 'setup' ORDER BY seq DESC LIMIT 1").get() as { match: string } | undefined;
    return row?.match ?? null;
  }

  records(match: string): StoredRecord[] {
    const rows = this.db.prepare('SELECT seq, match, data FROM log WHERE match = ? ORDER BY seq').all(match) as { seq: number; match: string; data: string }[];
    return rows.map((r) => ({ seq: r.seq, match: r.match, record: JSON.parse(r.data) as LogRecord }));
  }

  matches(): { match: string; first: number; last: number; records: number }[] {
    return this.db.prepare('SELECT match, MIN(at) AS first, MAX(at) AS last, COUNT(*) AS records FROM log GROUP BY match ORDER BY MIN(seq)').all() as { match: string; first: number; last: number; records: number }[];
  }

  get appendedCount(): number {
    return this.appended;
  }

  close(): void {
    this.db.close();
  }
}
