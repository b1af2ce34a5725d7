/**
 * What Orca said and how it was heard, read from the logs of the stack (scripts/orca/stack.ts):
 *
 * - Orca's debug log: a `SPEECH OUTPUT: '…'` line per utterance it sent (key echo from
 *   `speakKeyEvent` has a space before its voice), and `Changing locusOfFocus from [role | name]
 *   to [role | name]` for each move of its focus;
 * - speech-dispatcher's log (level 5): for each message it played, the text it sent to espeak-ng
 *   (`escaped ssml '…' to 'TEXT'`), then `__spd_begin`, then `__spd_end` (played to the end) or
 *   `__spd_stopped` (cut short). A message cancelled while still queued is never played: it has
 *   no line.
 *
 * Both logs are read incrementally ({@link LogTail}), so that a long run stays cheap.
 */
import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';

/** Reads what was appended to a file since the last read. */
export class LogTail {
  private offset = 0;
  private rest = '';
  constructor(private readonly file: string) {}

  /** The complete lines appended since the last call (a partial last line waits for its end). */
  read(): string[] {
    if (!existsSync(this.file)) return [];
    const size = statSync(this.file).size;
    if (size <= this.offset) return [];
    const fd = openSync(this.file, 'r');
    try {
      const buffer = Buffer.alloc(size - this.offset);
      readSync(fd, buffer, 0, buffer.length, this.offset);
      this.offset = size;
      const text = this.rest + buffer.toString('utf8');
      const lines = text.split('\n');
      this.rest = lines.pop() ?? '';
      return lines;
    } finally {
      closeSync(fd);
    }
  }

  /** Bytes read so far: it grows while the writer is busy. */
  get size(): number {
    return this.offset;
  }
}

/** One utterance Orca sent to speech. */
export interface OrcaUtterance {
  /** Seconds since midnight (Orca's log clock). */
  at: number;
  text: string;
  /** Key echo (Orca naming the key pressed: "tab", "space"). */
  keyEcho: boolean;
}

/** Orca's locus of focus: its role and name as Orca logs them. */
export interface OrcaFocus {
  role: string;
  name: string;
}

/** Orca's debug log, parsed as it grows. */
export class OrcaLog {
  private readonly tail: LogTail;
  /** Every utterance so far, in order. */
  readonly utterances: OrcaUtterance[] = [];
  /** Orca's locus of focus now (null before the first move). */
  focus: OrcaFocus | null = null;
  /** Orca's mode in a document: 'browse' or 'focus', from its own announcements. */
  mode: 'browse' | 'focus' | null = null;
  /** When the log last grew (Date.now()). */
  lastGrowth = Date.now();
  /** Key presses Orca has begun to process (a chord is one per key). */
  keyPresses = 0;
  /** Accessibility events Orca queued, and those it took from its queue to process. */
  queued = 0;
  dequeued = 0;

  private pending: string | null = null;

  constructor(file: string) {
    this.tail = new LogTail(file);
  }

  /** Reads what Orca wrote since the last call. */
  update(): void {
    const lines = this.tail.read();
    if (lines.length > 0) this.lastGrowth = Date.now();
    for (const line of lines) this.line(line);
  }

  private line(line: string): void {
    // An utterance may span lines (text with line breaks): gather until its closing quote.
    // A new log line (it starts with the time) ends any utterance still being gathered.
    if (this.pending !== null && /^\d\d:\d\d:\d\d\.\d+ - /.test(line)) this.pending = null;
    if (this.pending !== null) {
      this.pending += `\n${line}`;
      if (this.finishUtterance(this.pending) || this.pending.split('\n').length > 50) this.pending = null;
      return;
    }
    if (line.includes(' - SPEECH OUTPUT: ')) {
      if (!this.finishUtterance(line)) this.pending = line;
      return;
    }
    if (line.startsWith('vvvvv PROCESS ATSPI_KEY_PRESSED_EVENT')) this.keyPresses++;
    else if (line.includes(' - EVENT MANAGER: Queueing ')) this.queued++;
    else if (line.includes(' - EVENT MANAGER: Dequeued ')) this.dequeued++;
    const focus = /ORCA: Changing locusOfFocus from .* to \[([^|\]]*)\|\s?([^\]]*)\]\. Notify/.exec(line);
    if (focus) this.focus = { role: focus[1]!.trim(), name: focus[2]!.trim() };
  }

  private finishUtterance(text: string): boolean {
    const match = /^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '([\s\S]*)'( ?)(?: voice=\w+)?\[?\{.*\}\]?\s*$/.exec(text);
    if (!match) return false;
    const at = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
    const spoken = match[4]!;
    this.utterances.push({ at, text: spoken.trim(), keyEcho: match[5] === ' ' });
    if (spoken === 'Browse mode') this.mode = 'browse';
    if (spoken === 'Focus mode') this.mode = 'focus';
    return true;
  }
}

/** One message speech-dispatcher played. */
export interface Played {
  text: string;
  /** Seconds since midnight when it began and when it ended or was stopped. */
  begin: number;
  end: number;
  /** Cut short (`__spd_stopped`) rather than played to the end. */
  stopped: boolean;
  /**
   * Seconds of audio sent to the sound card: the length of what was heard, whatever the load of
   * the machine (espeak-ng may lag behind the clock on a busy one).
   */
  seconds: number;
}

/** speech-dispatcher's log, parsed as it grows. */
export class SpeechLog {
  private readonly tail: LogTail;
  /** Every message played so far, in order. */
  readonly played: Played[] = [];
  /** Messages begun and not yet ended or stopped. */
  private current: { text: string; begin: number | null; samples: number } | null = null;
  private sampleRate = 22_050;
  private begins = 0;
  private ends = 0;
  lastGrowth = Date.now();

  constructor(file: string) {
    this.tail = new LogTail(file);
  }

  update(): void {
    const lines = this.tail.read();
    if (lines.length > 0) this.lastGrowth = Date.now();
    for (const line of lines) {
      const time = /^\[\w+ \w+\s+\d+ (\d\d):(\d\d):(\d\d) \d+ : (\d+)\]/.exec(line);
      const at = time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) + Number(time[4]) / 1e6 : NaN;
      const sent = /speechd:\s+escaped ssml '[\s\S]*' to '([\s\S]*)'$/.exec(line);
      if (sent) {
        this.current = { text: sent[1]!, begin: null, samples: 0 };
        continue;
      }
      const rate = /Got audio parameter sample_rate (\d+)/.exec(line);
      if (rate) this.sampleRate = Number(rate[1]);
      const samples = /speak_queue Sending (\d+) samples to audio/.exec(line);
      if (samples) {
        if (this.current) this.current.samples += Number(samples[1]);
        continue;
      }
      if (line.includes('INDEX MARK: __spd_begin')) {
        this.begins++;
        if (this.current) this.current.begin = at;
        continue;
      }
      const end = line.includes('INDEX MARK: __spd_end');
      const stopped = line.includes('INDEX MARK: __spd_stopped');
      if (end || stopped) {
        this.ends++;
        if (this.current && this.current.begin !== null) {
          const seconds = this.current.samples / this.sampleRate;
          this.played.push({ text: this.current.text.trim(), begin: this.current.begin, end: at, stopped, seconds });
        }
        this.current = null;
      }
    }
  }

  /** Nothing is being said: every message begun has ended or been stopped. */
  get idle(): boolean {
    return this.begins === this.ends;
  }
}

/** Lower case, no-break spaces as spaces, runs of white space as one, no trailing full stop. */
export function normalise(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The sentences of `text` (split after ".", "!", "?" and ":"), normalised, empty ones left out. */
export function sentences(text: string): string[] {
  return normalise(text)
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/[.!?]+$/, '').trim())
    .filter((s) => s.length > 0);
}

/** Words in `text` (runs of letters or digits). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}
