import { describe, expect, it } from 'vitest';
import { joinSpacingAccents } from '../src/read/join-spacing-accents';
import { parseText } from './fixtures/parse-text';

// Accents as LaTeX's classic fonts leave them in a PDF's text: apart from their letters.
describe('accents held apart from their letters', () => {
  it('joins each with the letter after it', () => {
    expect(joinSpacingAccents('S˜ao Paulo')).toBe('São Paulo');
    expect(joinSpacingAccents('Funda¸c˜ao, sa´ude, per´ıodo')).toBe('Fundação, saúde, período');
    expect(joinSpacingAccents('Dvoˇr´ak, na¨ıve, Infˆancia')).toBe('Dvořák, naïve, Infância');
  });

  it('leaves apostrophes typed as acutes, backticks and lone accents as written', () => {
    for (const text of [
      'Master´s degree',
      'I´m here, you´re welcome',
      '`npm test`',
      'O´Brien',
      'a ˜ b',
    ])
      expect(joinSpacingAccents(text)).toBe(text);
  });

  it('reads the name and the employer as written', () => {
    const parsed = parseText(
      `Jo˜ao Concei¸c˜ao\njoao@example.com\n\nExperience\nResearch Assistant, Funda¸c˜ao Getulio Vargas | Jan 2018 - Jun 2020\n- Built a panel of 5,000 municipal budgets`,
    );
    expect(parsed.name).toBe('João Conceição');
    expect(parsed.experience[0]!.company).toBe('Fundação Getulio Vargas');
  });
});
