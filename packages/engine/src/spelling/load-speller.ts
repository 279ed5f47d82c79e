import { suggestNear } from './suggest-near';

/** Answers whether a lowercase word is spelled right, and what was probably meant. */
export interface Speller {
  correct(word: string): boolean;
  suggest(word: string): string[];
}

let speller: Promise<Speller> | undefined;

/** Loads the offline English (US) Hunspell dictionary once per process (about half a second). */
export function loadSpeller(): Promise<Speller> {
  speller ??= (async () => {
    const [{ default: nspell }, { default: dictionary }] = await Promise.all([
      import('nspell'),
      import('dictionary-en'),
    ]);
    const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
    const correct = (w: string) => spell.correct(w);
    return { correct, suggest: (w) => suggestNear(w, correct) };
  })();
  return speller;
}
