/**
 * MJPEG over HTTP (`multipart/x-mixed-replace`, what most IP cameras serve):
 * JPEGs are cut out of the byte stream at their SOI/EOI markers (so part
 * headers and boundaries need no parsing), decoded with sharp to rgb24 at a
 * fixed size, and stamped when their last byte arrived. A lost connection is
 * retried with backoff.
 */
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Backoff, DEFAULT_BACKOFF, type BackoffOptions } from './backoff.js';
import { monotonicS, type Frame, type FrameSource } from './frame.js';
import { decodeToRgb } from './images.js';

export interface MjpegOptions {
  url: string;
  width: number;
  height: number;
  backoff?: BackoffOptions;
  onError?: (message: string) => void;
}

/**
 * JPEGs being decoded at once. Beyond it a new JPEG is dropped at once (and
 * counted): decoding is the slow part, and queuing it would only add latency.
 * Raising it uses more cores for the decoder; range 1-8.
 */
export const MAX_DECODES_IN_FLIGHT = 2;
/** A JPEG larger than this is garbage (no EOI found): the scanner starts over. */
const MAX_JPEG_BYTES = 16 * 1024 * 1024;

/** Splits a byte stream into JPEGs at SOI (FF D8) … EOI (FF D9). */
export class JpegSplitter {
  private parts: Buffer[] = [];
  private size = 0;
  private inJpeg = false;
  private prevFF = false;

  /** Feed bytes; returns the JPEGs completed by them. */
  push(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let start = this.inJpeg ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i]!;
      if (this.prevFF && !this.inJpeg && b === 0xd8) {
        this.inJpeg = true;
        start = i - 1;
        this.parts = [];
        this.size = 0;
        if (start < 0) { this.parts.push(Buffer.from([0xff])); this.size = 1; start = 0; }
      } else if (this.prevFF && this.inJpeg && b === 0xd9) {
        this.append(chunk.subarray(start, i + 1));
        out.push(Buffer.concat(this.parts, this.size));
        this.inJpeg = false;
        this.parts = [];
        this.size = 0;
        start = -1;
      }
      this.prevFF = b === 0xff;
    }
    if (this.inJpeg && start >= 0) this.append(chunk.subarray(start));
    if (this.size > MAX_JPEG_BYTES) { this.inJpeg = false; this.parts = []; this.size = 0; }
    return out;
  }

  private append(b: Buffer): void {
    this.parts.push(b);
    this.size += b.length;
  }
}

export class MjpegHttpSource implements FrameSource {
  readonly name: string;
  private req: ClientRequest | null = null;
  private stopped = true;
  private index = 0;
  private last: number | null = null;
  private inFlight = 0;
  private droppedAtDecode = 0;
  private reconnectCount = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly backoff: Backoff;

  constructor(private readonly o: MjpegOptions) {
    this.name = `mjpeg:${o.url}`;
    this.backoff = new Backoff(o.backoff ?? DEFAULT_BACKOFF);
  }

  async start(onFrame: (frame: Frame) => void): Promise<void> {
    this.stopped = false;
    this.connect(onFrame);
  }

  private connect(onFrame: (frame: Frame) => void): void {
    const request = this.o.url.startsWith('https:') ? httpsRequest : httpRequest;
    const splitter = new JpegSplitter();
    const req = request(this.o.url, (res: IncomingMessage) => {
      if ((res.statusCode ?? 0) >= 400) {
        this.o.onError?.(`${this.name}: HTTP ${res.statusCode}`);
        res.resume();
        return;
      }
      res.on('data', (chunk: Buffer) => {
        for (const jpeg of splitter.push(chunk)) this.decode(jpeg, monotonicS(), onFrame);
      });
    });
    this.req = req;
    let retried = false;
    const retry = (why: string) => {
      if (retried || this.stopped) return;
      retried = true;
      this.o.onError?.(`${this.name}: ${why}`);
      this.reconnectCount++;
      this.timer = setTimeout(() => { this.timer = null; if (!this.stopped) this.connect(onFrame); }, this.backoff.next());
    };
    req.on('error', (e) => retry(e.message));
    req.on('close', () => retry('connection closed'));
    req.end();
  }

  private decode(jpeg: Buffer, receivedAt: number, onFrame: (frame: Frame) => void): void {
    const index = this.index++;
    if (this.inFlight >= MAX_DECODES_IN_FLIGHT) {
      this.droppedAtDecode++;
      return;
    }
    this.inFlight++;
    decodeToRgb(jpeg, this.o.width, this.o.height).then(
      (data) => {
        this.backoff.reset();
        this.last = receivedAt;
        if (!this.stopped) onFrame({ index, capturedAt: receivedAt, width: this.o.width, height: this.o.height, data });
      },
      () => { /* a corrupt JPEG is skipped; the index gap shows it */ },
    ).finally(() => this.inFlight--);
  }

  /** JPEGs dropped because the decoder was busy. */
  dropped(): number {
    return this.droppedAtDecode;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.req?.destroy();
    this.req = null;
  }

  lastFrameAt(): number | null {
    return this.last;
  }

  reconnects(): number {
    return this.reconnectCount;
  }
}
