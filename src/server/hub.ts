/**
 * The WebSocket hub: every message is serialised once and written to every
 * screen. A screen that cannot keep up (more than `maxBufferedBytes` unsent)
 * is dropped at once, so one slow tablet never delays the others; it reconnects
 * and gets a fresh `hello`.
 */
import type { WebSocket } from 'ws';
import type { ServerMessage } from './messages.js';

export class Hub {
  private readonly clients = new Set<WebSocket>();
  private droppedSlow = 0;
  private sent = 0;

  constructor(private readonly maxBufferedBytes: number) {}

  add(ws: WebSocket): void {
    this.clients.add(ws);
    ws.once('close', () => this.clients.delete(ws));
  }

  /** Serialise once, send to all; returns the number of screens written to. */
  broadcast(msg: ServerMessage): number {
    if (this.clients.size === 0) return 0;
    const text = JSON.stringify(msg);
    let n = 0;
    for (const ws of this.clients) {
      if (ws.readyState !== ws.OPEN) continue;
      if (ws.bufferedAmount > this.maxBufferedBytes) {
        this.droppedSlow++;
        this.clients.delete(ws);
        ws.terminate();
        continue;
      }
      ws.send(text);
      n++;
    }
    this.sent++;
    return n;
  }

  send(ws: WebSocket, msg: ServerMessage): void {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
  }

  get size(): number {
    return this.clients.size;
  }

  /** Screens dropped for being too slow. */
  get dropped(): number {
    return this.droppedSlow;
  }

  get broadcasts(): number {
    return this.sent;
  }

  closeAll(code = 1001, reason = 'server shutting down'): void {
    for (const ws of this.clients) ws.close(code, reason);
    this.clients.clear();
  }
}
