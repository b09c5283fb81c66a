import { beingRepairedMessages, type RepairedRecordKind } from '@golf/contracts';
import { streamNames } from '@golf/events';

const KINDS: ReadonlyArray<[RepairedRecordKind, string]> = [
  ['game', streamNames.game('')],
  ['trip', streamNames.trip('')],
  ['course', streamNames.course('')],
  ['user', streamNames.user('')],
];

/**
 * A record whose stream cannot be read as it stands: the projector set it aside (a read finds it
 * in the set-aside list), or a command's fold met the event that stopped it (a stored event
 * the current schema refuses). Answered 503 with code 'being_repaired' and the record's
 * message (http/error-handler.ts): nothing entered is lost, and a phone sends a queued score
 * again later.
 */
export class BeingRepairedError extends Error {
  readonly kind: RepairedRecordKind;
  constructor(kind: RepairedRecordKind, cause?: unknown) {
    super(beingRepairedMessages[kind], { cause });
    this.kind = kind;
    this.name = 'BeingRepairedError';
  }

  /** For the stream a fold failed on, named by its prefix. */
  static ofStream(stream: string, cause: unknown): BeingRepairedError {
    const kind = KINDS.find(([, prefix]) => stream.startsWith(prefix))?.[0] ?? 'other';
    return new BeingRepairedError(kind, cause);
  }
}
