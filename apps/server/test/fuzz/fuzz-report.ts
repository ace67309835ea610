/** Counts of what the fuzzer sent and got back, printed as one table per database at the end. */
export class FuzzReport {
  private readonly routes = new Map<string, { cases: number; answers: Map<string, number> }>();
  private readonly kinds = new Map<string, number>();
  readonly failures: string[] = [];
  private readonly started = Date.now();

  count(route: string, kind: string, answer: string | number): void {
    let entry = this.routes.get(route);
    if (!entry) {
      entry = { cases: 0, answers: new Map() };
      this.routes.set(route, entry);
    }
    entry.cases++;
    const key = String(answer);
    entry.answers.set(key, (entry.answers.get(key) ?? 0) + 1);
    this.kinds.set(kind, (this.kinds.get(kind) ?? 0) + 1);
  }

  get total(): number {
    let sum = 0;
    for (const entry of this.routes.values()) sum += entry.cases;
    return sum;
  }

  get routeCount(): number {
    return this.routes.size;
  }

  format(title: string): string {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(1);
    const lines = [`${title}: ${this.total} cases on ${this.routes.size} routes in ${seconds} s`];
    const width = Math.max(...[...this.routes.keys()].map((r) => r.length), 10);
    for (const [route, { cases, answers }] of [...this.routes].sort(([a], [b]) => a.localeCompare(b))) {
      const spread = [...answers]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([answer, n]) => `${answer}:${n}`)
        .join(' ');
      lines.push(`  ${route.padEnd(width)}  ${String(cases).padStart(5)}  ${spread}`);
    }
    const kinds = [...this.kinds].sort(([, a], [, b]) => b - a).map(([kind, n]) => `${kind} ${n}`);
    lines.push(`  by mutation: ${kinds.join(', ')}`);
    lines.push(`  failures: ${this.failures.length}`);
    return lines.join('\n');
  }
}
