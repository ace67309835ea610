// Small pieces the measuring scripts (bench, loadtest) share.

/** A plain text table: first column left-aligned, the others right-aligned. */
export function printTable(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}

/**
 * Clean-up steps run last-in first-out by `cleanUp()`, also on SIGINT/SIGTERM (then the script exits 130),
 * so a stopped run leaves no server, database or temp dir behind. A failing step is reported and skipped.
 */
export function createCleanUps(scriptName) {
  const steps = [];
  async function cleanUp() {
    while (steps.length) {
      try {
        await steps.pop()();
      } catch (err) {
        console.error(`${scriptName}: clean-up step failed: ${err.message}`);
      }
    }
  }
  for (const s of ['SIGINT', 'SIGTERM']) {
    process.on(s, async () => {
      await cleanUp();
      process.exit(130);
    });
  }
  return { steps, cleanUp };
}
