import { CreateTripBody } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { sendParsed } from './send-parsed.ts';

const refusal = new Error(`400: ${JSON.stringify({ message: 'Invalid trip', errors: [{ path: 'name', message: 'Name is taken' }] })}`);

describe('sendParsed', () => {
  it('given input the contract refuses, then each field gets its message and nothing is sent', () => {
    const refused: Record<string, string>[] = [];
    let sent = false;
    sendParsed(
      CreateTripBody,
      { name: '' },
      (problems) => refused.push(problems),
      () => (sent = true),
    );
    expect(sent).toBe(false);
    expect(refused).toHaveLength(1);
    expect(Object.keys(refused[0]!)).toEqual(['name']);
  });

  it('given input that parses, then the parsed body is sent, and a refusal from the server lands under its field', () => {
    const refused: Record<string, string>[] = [];
    const sent: unknown[] = [];
    sendParsed(
      CreateTripBody,
      { name: ' Scotland 2026 ', location: '', description: '', startDate: '', endDate: '' },
      (problems) => refused.push(problems),
      (body, onError) => {
        sent.push(body);
        onError(refusal);
      },
    );
    expect(sent).toEqual([CreateTripBody.parse({ name: ' Scotland 2026 ', location: '', description: '', startDate: '', endDate: '' })]);
    expect(refused).toEqual([{ name: 'Name is taken' }]);
  });
});
