/**
 * The last two characters shown, as pdf.js tracks them to put a space back where a space glyph
 * was skipped: a glyph that follows "x " gets a space before it.
 */
export class LastChars {
  private chars = [' ', ' '];
  private pos = 0;

  /** Records a character; true when a space is due before it. */
  save(char: string): boolean {
    const due = this.spaceDue();
    this.chars[this.pos] = char;
    this.pos = (this.pos + 1) % 2;
    return due;
  }

  /** Whether the last two were a character and then a space. */
  spaceDue(): boolean {
    return this.chars[this.pos] !== ' ' && this.chars[(this.pos + 1) % 2] === ' ';
  }

  /** Forgets both (a new item or line starts). */
  reset(): void {
    this.chars[0] = this.chars[1] = ' ';
    this.pos = 0;
  }
}
