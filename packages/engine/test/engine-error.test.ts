import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/engine-error';

describe('EngineError', () => {
  it('carries a stable code and a message a person can act on', () => {
    const error = new EngineError('NO_TEXT_LAYER');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('NO_TEXT_LAYER');
    expect(error.message).toMatch(/no text layer/);
    expect(new EngineError('MALFORMED', 'custom').message).toBe('custom');
  });
});
