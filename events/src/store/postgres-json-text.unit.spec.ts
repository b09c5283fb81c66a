import { describe, expect, it } from 'vitest';
import { InvalidAppendError } from './event-store.ts';
import { storableJsonText } from './postgres-json-text.ts';

describe('storableJsonText', () => {
  it('given plain data, when written, then it is the JSON text of the value', () => {
    expect(storableJsonText([{ a: 'b', n: 1.5 }, null], 'Data')).toBe('[{"a":"b","n":1.5},null]');
  });

  it('given a NUL character in a value or a key, when written, then it is refused as unstorable', () => {
    expect(() => storableJsonText([{ text: 'a\u0000b' }], 'Data')).toThrow(InvalidAppendError);
    expect(() => storableJsonText([{ ['k\u0000']: 1 }], 'Data')).toThrow(/NUL character/);
    expect(() => storableJsonText(['\\\u0000'], 'Data')).toThrow(InvalidAppendError);
  });

  it('given a lone surrogate, when written, then it is refused; a whole pair (an emoji) is kept', () => {
    expect(() => storableJsonText([{ name: 'a\ud800b' }], 'Data')).toThrow(/lone surrogate \(\\ud800\)/);
    expect(() => storableJsonText(['\udfff'], 'Data')).toThrow(InvalidAppendError);
    expect(storableJsonText(['⛳ 🏌️'], 'Data')).toBe('["⛳ 🏌️"]');
    expect(storableJsonText(['\\ud800', '\u001f'], 'Data')).toBe('["\\\\ud800","\\u001f"]');
  });

  it('given the six characters \\u0000 as text, when written, then they are kept: only the character is refused', () => {
    expect(storableJsonText(['\\u0000'], 'Data')).toBe('["\\\\u0000"]');
    expect(storableJsonText(['\\\\u0000'], 'Data')).toBe('["\\\\\\\\u0000"]');
  });

  it('given a value JSON cannot write, when written, then it is refused naming what', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => storableJsonText([cyclic], 'Data of an event for s')).toThrow(/Data of an event for s cannot be stored as JSON/);
  });
});
