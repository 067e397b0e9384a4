const WIDTH = 30;

/**
 * A one-line progress bar on stderr: redrawn in place on a terminal (at most every 100 ms),
 * one line per tenth elsewhere (CI logs, pipes).
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr) {
  let lastDraw = 0;
  let lastTenth = -1;
  const format = (done: number, total: number) => {
    const ratio = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(ratio * WIDTH);
    const count = (n: number) => n.toLocaleString('es-EC');
    return `${label} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${Math.floor(ratio * 100)}% ${count(done)}/${count(total)} eventos`;
  };
  return {
    update(done: number, total: number) {
      const finished = done >= total;
      if (stream.isTTY) {
        if (!finished && Date.now() - lastDraw < 100) return;
        lastDraw = Date.now();
        stream.write(`\r${format(done, total)}${finished ? '\n' : ''}`);
      } else {
        const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        stream.write(`${format(done, total)}\n`);
      }
    },
  };
}
