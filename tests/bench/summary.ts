/** The bench's last table: every target, the figure beside the floor's (or its reference), the ratio, the verdict. */
export interface Target {
  figure: string;
  value: string;
  /** The floor's figure, or what the target compares with (named in parentheses). */
  floor: string;
  ratio: string;
  target: string;
  ok: boolean;
}

export class Summary {
  readonly #rows: Target[] = [];

  add(target: Target): void {
    this.#rows.push(target);
  }

  print(): void {
    if (!this.#rows.length) return;
    console.log('\n## targets');
    const header = ['figure', 'value', 'floor / reference', 'ratio', 'target', 'verdict'];
    const lines = [
      header,
      ...this.#rows.map((r) => [r.figure, r.value, r.floor, r.ratio, r.target, r.ok ? 'met' : 'MISSED']),
    ];
    const widths = header.map((_, i) => Math.max(...lines.map((line) => line[i]!.length)));
    for (const line of lines)
      console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
    const missed = this.#rows.filter((r) => !r.ok).length;
    console.log(`\n${this.#rows.length - missed} met, ${missed} missed`);
  }
}
