import { describe, expect, it } from 'vitest';
import { panelPreview, plainText } from './plain-preview.ts';

describe('the panel’s plain text of a message', () => {
  it('strips markdown markers and keeps the words', () => {
    expect(
      plainText('## Spending\n\nYou spent **$12.50** on _food_.\n\n- Food: `12.50`\n- [See money](/money)'),
    ).toBe('Spending You spent $12.50 on food. Food: 12.50 See money');
  });

  it('drops raw HTML', () => {
    expect(plainText('Hi <script>alert(1)</script><img src=x onerror="alert(1)"> there')).toBe('Hi there');
  });

  it('cuts a long message to 150 characters and adds an ellipsis, a short one stays whole', () => {
    const long = 'a'.repeat(151);
    expect(panelPreview(long)).toBe(`${'a'.repeat(150)}…`);
    expect(panelPreview('a'.repeat(150))).toBe('a'.repeat(150));
  });
});
