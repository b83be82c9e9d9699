import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('reuses the format of the same locale and options, and keeps others apart', () => {
    const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    expect(numberFormat('en-US', oneDecimal)).toBe(numberFormat('en-US', { ...oneDecimal }));
    expect(numberFormat('en-US', oneDecimal).format(4.25)).toBe('4.3');
    expect(numberFormat('it-IT', oneDecimal).format(4.25)).toBe('4,3');
    expect(numberFormat('en-US').format(12345)).toBe('12,345');
    expect(numberFormat('en-US')).not.toBe(numberFormat('en-US', oneDecimal));
  });
});
